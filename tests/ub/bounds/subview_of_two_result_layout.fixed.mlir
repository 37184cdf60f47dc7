// FIXED: the corrected sibling of subview_of_two_result_layout.mlir; runs clean
#m = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
func.func @main() {
  %n = arith.constant 4 : index
  %a = memref.alloc()[%n] : memref<4x4xf32, #m>
  %b = memref.alloc() : memref<4x4xf32>
  %s = memref.subview %b[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  memref.dealloc %a : memref<4x4xf32, #m>
  memref.dealloc %b : memref<4x4xf32>
  return
}

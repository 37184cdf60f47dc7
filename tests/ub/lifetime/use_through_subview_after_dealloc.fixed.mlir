// FIXED: the corrected sibling of use_through_subview_after_dealloc.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  
  memref.store %c, %s[%c0] : memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %a : memref<8xf32>
  return
}

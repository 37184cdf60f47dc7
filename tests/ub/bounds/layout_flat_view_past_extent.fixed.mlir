// FIXED: the corrected sibling of layout_flat_view_past_extent.mlir; runs clean
#pad = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>
func.func @main() {
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c = arith.constant 1.0 : f32
  %a = memref.alloc()[%c6, %c3] : memref<3x4xf32, #pad>
  %flat = memref.reinterpret_cast %a to offset: [0], sizes: [20], strides: [1] : memref<3x4xf32, #pad> to memref<20xf32>
  affine.store %c, %flat[18] : memref<20xf32>
  memref.dealloc %a : memref<3x4xf32, #pad>
  return
}

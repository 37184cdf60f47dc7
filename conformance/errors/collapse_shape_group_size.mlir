// memref.collapse_shape whose collapsed size is not its group's product.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'memref.collapse_shape' op collapsed dim size (20) must equal reassociation group size (40)
func.func @main(%a: memref<2x3x2x4x5xf32>) {
  %0 = memref.collapse_shape %a [[0], [1], [2, 3, 4]] : memref<2x3x2x4x5xf32> into memref<2x3x20xf32>
  return
}

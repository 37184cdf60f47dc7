// memref.expand_shape of a dynamic dimension into static sizes only.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'memref.expand_shape' op collapsed dim (1) must be dynamic if and only if reassociation group is dynamic
func.func @main(%a: memref<?x?xf32>, %x: index) {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [%x, 4, 5] : memref<?x?xf32> into memref<?x4x5xf32>
  return
}

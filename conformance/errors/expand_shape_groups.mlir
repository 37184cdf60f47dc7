// memref.expand_shape with one group for a rank-2 source.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2
func.func @main(%m: memref<?x?xf32>, %x: index) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%x, 5, %x] : memref<?x?xf32> into memref<?x5x?xf32>
  return
}

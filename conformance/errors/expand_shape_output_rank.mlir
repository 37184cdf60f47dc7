// memref.expand_shape whose output_shape has fewer sizes than the result's rank.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead
func.func @main(%m: memref<2xf32>) {
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [1, 2] : memref<2xf32> into memref<1x1x2xf32>
  return
}

// memref.expand_shape of a 0-d memref into a non-unit size, known statically.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'memref.expand_shape' op rank 0 memrefs can only be extended/collapsed with/from ones
func.func @main(%m: memref<f32>) {
  %e = memref.expand_shape %m [] output_shape [1, 2] : memref<f32> into memref<1x2xf32>
  return
}

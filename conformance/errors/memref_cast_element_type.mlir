// memref.cast to an unranked memref of another element type.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'memref.cast' op operand type 'memref<2x5xf32>' and result type 'memref<*xi32>' are cast incompatible
func.func @main(%a: memref<2x5xf32>) {
  %0 = memref.cast %a : memref<2x5xf32> to memref<*xi32>
  return
}

// memref.copy between shapes.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 'memref.copy' op requires the same shape for all operands
func.func @main(%a: memref<2xf32>, %c: memref<3xf32>) {
  memref.copy %a, %c : memref<2xf32> to memref<3xf32>
  return
}

// memref.copy between element types (checked before shapes).
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 'memref.copy' op requires the same element type for all operands
func.func @main(%a: memref<2xf32>, %c: memref<3xf16>) {
  memref.copy %a, %c : memref<2xf32> to memref<3xf16>
  return
}

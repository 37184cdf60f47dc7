// memref.prefetch with locality<5>: the attribute's constraint, at the op.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3
func.func @main(%a: memref<4xf32>, %x: index) {
  memref.prefetch %a[%x], read, locality<5>, data : memref<4xf32>
  return
}

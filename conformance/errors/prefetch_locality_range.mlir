// affine.prefetch with locality<5>: the verifier's attribute constraint, at the op.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:3 'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3
func.func @main(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  affine.prefetch %m[%c0], read, locality<5>, data : memref<4xf32>
  return
}

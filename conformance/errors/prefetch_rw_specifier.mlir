// affine.prefetch with neither read nor write: at the op's name.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:3 rw specifier has to be 'read' or 'write'
func.func @main(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  affine.prefetch %m[%c0], rd, locality<3>, data : memref<4xf32>
  return
}

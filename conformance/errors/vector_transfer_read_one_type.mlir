// vector.transfer_read with one type: 'requires two types' at the ':'.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 7:40 requires two types
func.func @main(%m: memref<4xf32>) {
  %c = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c], %p : memref<4xf32>
  return
}

// memref.cast between two static stride lists: cast incompatible.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'memref.cast' op operand type 'memref<4x4xf32, strided<[4, 1]>>' and result type 'memref<4x4xf32, strided<[8, 2]>>' are cast incompatible
func.func @main(%a: memref<4x4xf32, strided<[4, 1]>>) {
  %0 = memref.cast %a : memref<4x4xf32, strided<[4, 1]>> to memref<4x4xf32, strided<[8, 2]>>
  return
}

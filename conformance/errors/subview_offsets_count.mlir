// memref.subview with four offsets for a rank-3 source.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 expected 3 offset values, got 4
func.func @main(%a: memref<8x16x4xf32>, %x: index) {
  %1 = memref.subview %a[%x, %x, 0, 0][%x, 0, 0, 0][1, 1, 1, 1] : memref<8x16x4xf32> to memref<8x?x4xf32, strided<[?, ?, 4]>>
  return
}

// memref.subview into another element type.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 expected result element type to be 'f32', but got 'memref<8x16x4xi32>'
func.func @main(%a: memref<8x16x4xf32>) {
  %1 = memref.subview %a[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xi32>
  return
}

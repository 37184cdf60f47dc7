// memref.reinterpret_cast into another memory space (before the element type).
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 different memory spaces specified for source type 'memref<2xf32>' and result memref type 'memref<2xi32, strided<[1]>, 2>'
func.func @main(%a: memref<2xf32>, %x: index) {
  %o = memref.reinterpret_cast %a to offset: [0], sizes: [2], strides: [1] : memref<2xf32> to memref<2xi32, strided<[1]>, 2>
  return
}

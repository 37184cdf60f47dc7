// memref.reinterpret_cast with two offsets (issue 18's search for gaps).
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 expected 1 offset values, got 2
func.func @main(%a: memref<2xf32>, %x: index) {
  %o = memref.reinterpret_cast %a to offset: [0, 0], sizes: [10, 10], strides: [10, 1] : memref<2xf32> to memref<10x10xf32, strided<[10, 1]>>
  return
}

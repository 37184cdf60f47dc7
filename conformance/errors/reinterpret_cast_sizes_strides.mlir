// memref.reinterpret_cast with two sizes and one stride.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.
func.func @main(%a: memref<2xf32>, %x: index) {
  %o = memref.reinterpret_cast %a to offset: [0], sizes: [10, 10], strides: [10] : memref<2xf32> to memref<10x10xf32, strided<[10, 1]>>
  return
}

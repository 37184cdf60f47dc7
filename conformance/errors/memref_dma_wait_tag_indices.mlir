// memref.dma_wait (generic) with one tag index for a rank-2 tag.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1
func.func @main(%t: memref<2x2xi32>, %x: index) {
  "memref.dma_wait"(%t, %x, %x) : (memref<2x2xi32>, index, index) -> ()
  return
}

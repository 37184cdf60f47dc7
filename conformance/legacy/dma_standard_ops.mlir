// RUN-ARGS: --legacy-syntax
// EXPECT-SOURCE: spec
// conformance/legacy/dma_standard_ops: seed 000, "'affine.dma_start'
// operation" example, made consistent (its %tag is allocated in memory
// space 4 but typed in space 2, and `constant 256` has no type): `constant`
// and `alloc` as the seed writes them, with the standard dialect's
// `dma_start`/`dma_wait` (memref.dma_start/memref.dma_wait today; the
// standard dialect had them before the memref dialect was split off) next
// to affine.dma_start.  No backend lowers DMA: the expected output follows
// SPEC_NOTES "DMA" (the data arrives at the dma_wait).
func @main() {
  %num_elements = constant 256 : index
  %idx = constant 0 : index
  %c8 = constant 8 : index
  %src = alloc() : memref<40x128xf32, 0>
  %dst = alloc() : memref<2x1024xf32, 1>
  %tag = alloc() : memref<1xi32, 2>
  affine.for %r = 0 to 40 {
    affine.for %c = 0 to 128 {
      %k = affine.apply (d0, d1) -> (d0 * 128 + d1) (%r, %c)
      %ki = index_cast %k : index to i32
      %kf = sitofp %ki : i32 to f32
      store %kf, %src[%r, %c] : memref<40x128xf32, 0>
    }
  }
  %i = constant 1 : index
  %j = constant 0 : index
  %k = constant -6 : index
  %l = constant 0 : index
  affine.dma_start %src[%i + 3, %j], %dst[%k + 7, %l], %tag[%idx],
    %num_elements :
      memref<40x128xf32, 0>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%idx], %num_elements : memref<1xi32, 2>
  %first = load %dst[%i, %j] : memref<2x1024xf32, 1>
  vector.print %first : f32
  %small = alloc() : memref<8xf32, 1>
  dma_start %src[%i, %j], %small[%j], %c8, %tag[%idx] : memref<40x128xf32, 0>, memref<8xf32, 1>, memref<1xi32, 2>
  dma_wait %tag[%idx], %c8 : memref<1xi32, 2>
  %c7 = constant 7 : index
  %v = load %small[%c7] : memref<8xf32, 1>
  vector.print %v : f32
  dealloc %small : memref<8xf32, 1>
  dealloc %tag : memref<1xi32, 2>
  dealloc %dst : memref<2x1024xf32, 1>
  dealloc %src : memref<40x128xf32, 0>
  return
}

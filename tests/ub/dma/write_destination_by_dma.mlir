// UB: exit=3 at=23:3 family=dma
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %src = memref.alloc() : memref<16xf32>
  %dst = memref.alloc() : memref<16xf32, 2>
  %tag = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.5 : f32
  affine.for %i = 0 to 16 {
    %x = arith.index_cast %i : index to i32
    %y = arith.sitofp %x : i32 to f32
    affine.store %y, %src[%i] : memref<16xf32>
  }
  // expected-note @+1 {{the transfer in flight was started here: 8 elements, tag element 0}}
  affine.dma_start %src[%c0], %dst[%c0], %tag[%c0], %c8 : memref<16xf32>, memref<16xf32, 2>, memref<2xi32>
  // expected-error @below {{undefined behaviour [dma]: DMA destination element that a DMA transfer in flight writes (before its dma_wait)}}
  // expected-note @below {{element 0 of this transfer, at [4] of its destination}}
  affine.dma_start %src[%c8], %dst[%c4], %tag[%c1], %c8 : memref<16xf32>, memref<16xf32, 2>, memref<2xi32>
  affine.dma_wait %tag[%c0], %c8 : memref<2xi32>
  affine.dma_wait %tag[%c1], %c8 : memref<2xi32>
  memref.dealloc %src : memref<16xf32>
  memref.dealloc %dst : memref<16xf32, 2>
  memref.dealloc %tag : memref<2xi32>
  return
}

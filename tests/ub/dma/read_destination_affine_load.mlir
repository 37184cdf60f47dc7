// UB: exit=3 at=23:8 family=dma
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
  // expected-note @+1 {{the transfer was started here: 16 elements, tag element 0}}
  affine.dma_start %src[%c0], %dst[%c0], %tag[%c0], %c16 : memref<16xf32>, memref<16xf32, 2>, memref<2xi32>
  // expected-error @below {{undefined behaviour [dma]: read of an element that a DMA transfer in flight writes (before its dma_wait)}}
  // expected-note @below {{the element is element 3 of the transfer, at [3] of its destination}}
  %v = affine.load %dst[3] : memref<16xf32, 2>
  affine.dma_wait %tag[%c0], %c16 : memref<2xi32>
  vector.print %v : f32
  memref.dealloc %src : memref<16xf32>
  memref.dealloc %dst : memref<16xf32, 2>
  memref.dealloc %tag : memref<2xi32>
  return
}

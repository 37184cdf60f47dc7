// UB: exit=3 at=21:3 family=dma
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
  %t = memref.alloc() : memref<1xf32>
  // expected-error @+1 {{undefined behaviour [dma]: DMA tag memref of element type 'f32': a tag must be an integer}}
  affine.dma_start %src[%c0], %dst[%c0], %t[%c0], %c16 : memref<16xf32>, memref<16xf32, 2>, memref<1xf32>
  affine.dma_wait %t[%c0], %c16 : memref<1xf32>
  memref.dealloc %t : memref<1xf32>
  memref.dealloc %src : memref<16xf32>
  memref.dealloc %dst : memref<16xf32, 2>
  memref.dealloc %tag : memref<2xi32>
  return
}

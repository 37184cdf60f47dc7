// UB: exit=3 at=15:3 family=bounds
func.func @main() {
  // expected-note @+1 {{the source was allocated here}}
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<8xf32, 2>
  %t = memref.alloc() : memref<1xi32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %c, %a[%i] : memref<16xf32>
  }
  %c0 = arith.constant 0 : index
  %n = arith.constant 8 : index
  // expected-error @below {{undefined behaviour [bounds]: DMA source region out of bounds: element 4 of the transfer is at row-major position 16 of a memref of 16 elements (sizes 16)}}
  // expected-note @below {{8 elements from position 12 of the source}}
  affine.dma_start %a[12], %b[%c0], %t[%c0], %n : memref<16xf32>, memref<8xf32, 2>, memref<1xi32>
  affine.dma_wait %t[%c0], %n : memref<1xi32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<8xf32, 2>
  memref.dealloc %t : memref<1xi32>
  return
}

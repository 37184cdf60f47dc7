// UB: exit=3 at=31:3 family=bounds
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
  // expected-note @+1 {{the source was allocated here}}
  %m = memref.alloc() : memref<4x8xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      affine.store %f, %m[%i, %j] : memref<4x8xf32>
    }
  }
  %c12 = arith.constant 12 : index
  %fast = memref.alloc() : memref<8xf32, 2>
  // expected-error @below {{undefined behaviour [bounds]: DMA source region out of bounds: element 6 of the transfer is at row-major position 36 of a memref of 32 elements (sizes 4x8)}}
  // expected-note @below {{8 elements in strided chunks from position 0 of the source}}
  // expected-note @below {{chunks of 2 elements every 12 elements on the source}}
  affine.dma_start %m[%c0, %c0], %fast[%c0], %tag[%c0], %c8, %c12, %c2 : memref<4x8xf32>, memref<8xf32, 2>, memref<2xi32>
  affine.dma_wait %tag[%c0], %c8 : memref<2xi32>
  memref.dealloc %fast : memref<8xf32, 2>
  memref.dealloc %m : memref<4x8xf32>
  memref.dealloc %src : memref<16xf32>
  memref.dealloc %dst : memref<16xf32, 2>
  memref.dealloc %tag : memref<2xi32>
  return
}

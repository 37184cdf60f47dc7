// UB: exit=3 at=26:3 family=dma
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
  %a = memref.alloc() : memref<4xi32>
  %o = memref.alloc() : memref<4xi64, 2>
  %k = arith.constant 3 : i32
  affine.for %i = 0 to 4 {
    affine.store %k, %a[%i] : memref<4xi32>
  }
  // expected-error @+1 {{undefined behaviour [dma]: DMA between memrefs of different element types ('i32' and 'i64')}}
  affine.dma_start %a[%c0], %o[%c0], %tag[%c0], %c4 : memref<4xi32>, memref<4xi64, 2>, memref<2xi32>
  affine.dma_wait %tag[%c0], %c4 : memref<2xi32>
  memref.dealloc %o : memref<4xi64, 2>
  memref.dealloc %a : memref<4xi32>
  memref.dealloc %src : memref<16xf32>
  memref.dealloc %dst : memref<16xf32, 2>
  memref.dealloc %tag : memref<2xi32>
  return
}

#map = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x24xf32>, %arg1: memref<16xf32>) {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c384 = arith.constant 384 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x24xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_0, %c0_0], %alloc[%c0_0, %c0_0], %alloc_2[%c0_0], %c384 : memref<16x24xf32>, memref<16x24xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0_0], %c384 : memref<1xi32>
    %alloc_3 = memref.alloc() : memref<16xf32, 2>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg2 = 0 to 16 {
      %0 = affine.for %arg3 = 0 to 24 iter_args(%arg4 = %cst) -> (f32) {
        %1 = affine.load %alloc[%arg2, %arg3] : memref<16x24xf32, 2>
        %2 = arith.addf %arg4, %1 : f32
        affine.yield %2 : f32
      }
      affine.store %0, %alloc_3[%arg2] : memref<16xf32, 2>
    }
    affine.dma_start %alloc_3[%c0], %arg1[%c0], %alloc_4[%c0], %c16 : memref<16xf32, 2>, memref<16xf32>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<16xf32, 2>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc : memref<16x24xf32, 2>
    return
  }
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c384 = arith.constant 384 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x24xf32>
    %alloc_2 = memref.alloc() : memref<16xf32>
    %alloc_3 = memref.alloc() : memref<16x24xf32, 2>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 24 {
        %0 = affine.apply #map(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_3[%arg0, %arg1] : memref<16x24xf32, 2>
      }
    }
    affine.dma_start %alloc_3[%c0_0, %c0_0], %alloc[%c0_0, %c0_0], %alloc_4[%c0_0], %c384 : memref<16x24xf32, 2>, memref<16x24xf32>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0_0], %c384 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<16x24xf32, 2>
    %alloc_5 = memref.alloc() : memref<16xf32, 2>
    %alloc_6 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.store %cst, %alloc_5[%arg0] : memref<16xf32, 2>
    }
    affine.dma_start %alloc_5[%c0], %alloc_2[%c0], %alloc_6[%c0], %c16 : memref<16xf32, 2>, memref<16xf32>, memref<1xi32>
    affine.dma_wait %alloc_6[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<16xf32, 2>
    call @kernel(%alloc, %alloc_2) : (memref<16x24xf32>, memref<16xf32>) -> ()
    %cast = memref.cast %alloc_2 : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16x24xf32>
    memref.dealloc %alloc_2 : memref<16xf32>
    return
  }
}


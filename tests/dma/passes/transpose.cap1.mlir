#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 13)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x24xf32>, %arg1: memref<24x16xf32>) {
    %c24 = arith.constant 24 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c24_0 = arith.constant 24 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    affine.for %arg2 = 0 to 16 {
      %0 = affine.apply #map(%arg2)
      %alloc = memref.alloc() : memref<1x24xf32, 2>
      %alloc_3 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg0[%arg2, 0], %alloc[%c0_1, %c0_1], %alloc_3[%c0_1], %c24_0 : memref<16x24xf32>, memref<1x24xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_3[%c0_1], %c24_0 : memref<1xi32>
      %alloc_4 = memref.alloc() : memref<24x1xf32, 2>
      %alloc_5 = memref.alloc() : memref<1xi32>
      affine.for %arg3 = 0 to 24 {
        %2 = affine.load %alloc[0, %arg3] : memref<1x24xf32, 2>
        affine.store %2, %alloc_4[%arg3, 0] : memref<24x1xf32, 2>
      }
      %1 = affine.apply #map(%arg2)
      affine.dma_start %alloc_4[%c0, %c0], %arg1[0, %arg2], %alloc_5[%c0], %c24, %c16, %c1 : memref<24x1xf32, 2>, memref<24x16xf32>, memref<1xi32>
      affine.dma_wait %alloc_5[%c0], %c24 : memref<1xi32>
      memref.dealloc %alloc_5 : memref<1xi32>
      memref.dealloc %alloc_4 : memref<24x1xf32, 2>
      memref.dealloc %alloc_3 : memref<1xi32>
      memref.dealloc %alloc : memref<1x24xf32, 2>
    }
    return
  }
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x24xf32>
    %alloc_2 = memref.alloc() : memref<24x16xf32>
    affine.for %arg0 = 0 to 16 {
      %alloc_3 = memref.alloc() : memref<1x24xf32, 2>
      %alloc_4 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 24 {
        %1 = affine.apply #map1(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        affine.store %3, %alloc_3[0, %arg1] : memref<1x24xf32, 2>
      }
      %0 = affine.apply #map(%arg0)
      affine.dma_start %alloc_3[%c0_0, %c0_0], %alloc[%arg0, 0], %alloc_4[%c0_0], %c24 : memref<1x24xf32, 2>, memref<16x24xf32>, memref<1xi32>
      affine.dma_wait %alloc_4[%c0_0], %c24 : memref<1xi32>
      memref.dealloc %alloc_4 : memref<1xi32>
      memref.dealloc %alloc_3 : memref<1x24xf32, 2>
    }
    affine.for %arg0 = 0 to 24 {
      %alloc_3 = memref.alloc() : memref<1x16xf32, 2>
      %alloc_4 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 16 {
        affine.store %cst, %alloc_3[0, %arg1] : memref<1x16xf32, 2>
      }
      %0 = affine.apply #map(%arg0)
      affine.dma_start %alloc_3[%c0, %c0], %alloc_2[%arg0, 0], %alloc_4[%c0], %c16 : memref<1x16xf32, 2>, memref<24x16xf32>, memref<1xi32>
      affine.dma_wait %alloc_4[%c0], %c16 : memref<1xi32>
      memref.dealloc %alloc_4 : memref<1xi32>
      memref.dealloc %alloc_3 : memref<1x16xf32, 2>
    }
    call @kernel(%alloc, %alloc_2) : (memref<16x24xf32>, memref<24x16xf32>) -> ()
    %cast = memref.cast %alloc_2 : memref<24x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16x24xf32>
    memref.dealloc %alloc_2 : memref<24x16xf32>
    return
  }
}


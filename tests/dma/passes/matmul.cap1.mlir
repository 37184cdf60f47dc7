#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
#map4 = affine_map<(d0, d1) -> ((d0 * 5 + d1 * 2) mod 7)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x16xf32>, %arg1: memref<16x16xf32>, %arg2: memref<16x16xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c16_2 = arith.constant 16 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %c16_5 = arith.constant 16 : index
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    affine.for %arg3 = 0 to 16 {
      %0 = affine.apply #map(%arg3)
      %alloc = memref.alloc() : memref<1x16xf32, 2>
      %alloc_8 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg0[%arg3, 0], %alloc[%c0_6, %c0_6], %alloc_8[%c0_6], %c16_5 : memref<16x16xf32>, memref<1x16xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_8[%c0_6], %c16_5 : memref<1xi32>
      affine.for %arg4 = 0 to 16 {
        %1 = affine.apply #map(%arg4)
        %alloc_9 = memref.alloc() : memref<16x1xf32, 2>
        %alloc_10 = memref.alloc() : memref<1xi32>
        affine.dma_start %arg1[0, %arg4], %alloc_9[%c0_4, %c0_4], %alloc_10[%c0_4], %c16, %c16_2, %c1_3 : memref<16x16xf32>, memref<16x1xf32, 2>, memref<1xi32>
        affine.dma_wait %alloc_10[%c0_4], %c16 : memref<1xi32>
        %2 = affine.apply #map1(%arg3, %arg4)
        %3 = affine.apply #map2(%arg3, %arg4)
        %alloc_11 = memref.alloc() : memref<1x1xf32, 2>
        %alloc_12 = memref.alloc() : memref<1xi32>
        affine.dma_start %arg2[%arg3, %arg4], %alloc_11[%c0_1, %c0_1], %alloc_12[%c0_1], %c1_0 : memref<16x16xf32>, memref<1x1xf32, 2>, memref<1xi32>
        affine.dma_wait %alloc_12[%c0_1], %c1_0 : memref<1xi32>
        %alloc_13 = memref.alloc() : memref<1xi32>
        affine.for %arg5 = 0 to 16 {
          %6 = affine.load %alloc[0, %arg5] : memref<1x16xf32, 2>
          %7 = affine.load %alloc_9[%arg5, 0] : memref<16x1xf32, 2>
          %8 = affine.load %alloc_11[0, 0] : memref<1x1xf32, 2>
          %9 = arith.mulf %6, %7 : f32
          %10 = arith.addf %8, %9 : f32
          affine.store %10, %alloc_11[0, 0] : memref<1x1xf32, 2>
        }
        %4 = affine.apply #map1(%arg3, %arg4)
        %5 = affine.apply #map2(%arg3, %arg4)
        affine.dma_start %alloc_11[%c0, %c0], %arg2[%arg3, %arg4], %alloc_13[%c0], %c1 : memref<1x1xf32, 2>, memref<16x16xf32>, memref<1xi32>
        affine.dma_wait %alloc_13[%c0], %c1 : memref<1xi32>
        memref.dealloc %alloc_13 : memref<1xi32>
        memref.dealloc %alloc_12 : memref<1xi32>
        memref.dealloc %alloc_11 : memref<1x1xf32, 2>
        memref.dealloc %alloc_10 : memref<1xi32>
        memref.dealloc %alloc_9 : memref<16x1xf32, 2>
      }
      memref.dealloc %alloc_8 : memref<1xi32>
      memref.dealloc %alloc : memref<1x16xf32, 2>
    }
    return
  }
  func.func @main() {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c256_0 = arith.constant 256 : index
    %c0_1 = arith.constant 0 : index
    %c256_2 = arith.constant 256 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x16xf32>
    %alloc_5 = memref.alloc() : memref<16x16xf32>
    %alloc_6 = memref.alloc() : memref<16x16xf32>
    %alloc_7 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 16 {
        %0 = affine.apply #map3(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_7[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    affine.dma_start %alloc_7[%c0_3, %c0_3], %alloc[%c0_3, %c0_3], %alloc_8[%c0_3], %c256_2 : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0_3], %c256_2 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<16x16xf32, 2>
    %alloc_9 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 16 {
        %0 = affine.apply #map4(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_9[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    affine.dma_start %alloc_9[%c0_1, %c0_1], %alloc_5[%c0_1, %c0_1], %alloc_10[%c0_1], %c256_0 : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0_1], %c256_0 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<16x16xf32, 2>
    %alloc_11 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_12 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 16 {
        affine.store %cst, %alloc_11[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    affine.dma_start %alloc_11[%c0, %c0], %alloc_6[%c0, %c0], %alloc_12[%c0], %c256 : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_12[%c0], %c256 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<16x16xf32, 2>
    call @kernel(%alloc, %alloc_5, %alloc_6) : (memref<16x16xf32>, memref<16x16xf32>, memref<16x16xf32>) -> ()
    %cast = memref.cast %alloc_6 : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16x16xf32>
    memref.dealloc %alloc_5 : memref<16x16xf32>
    memref.dealloc %alloc_6 : memref<16x16xf32>
    return
  }
}


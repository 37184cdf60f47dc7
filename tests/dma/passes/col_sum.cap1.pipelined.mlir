#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0) -> (d0 mod 2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x24xf32>, %arg1: memref<24xf32>) {
    %c24 = arith.constant 24 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c24_3 = arith.constant 24 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2x16x1xf32, 2>
    %alloc_7 = memref.alloc() : memref<2x1xi32>
    affine.dma_start %arg0[0, %c0], %alloc[%c0 mod 2, 0, 0], %alloc_7[%c0 mod 2, 0], %c16, %c24_3, %c1_4 : memref<16x24xf32>, memref<2x16x1xf32, 2>, memref<2x1xi32>
    affine.for %arg2 = 1 to 24 {
      affine.dma_start %arg0[0, %arg2], %alloc[%arg2 mod 2, 0, 0], %alloc_7[%arg2 mod 2, 0], %c16, %c24_3, %c1_4 : memref<16x24xf32>, memref<2x16x1xf32, 2>, memref<2x1xi32>
      %6 = affine.apply #map(%arg2)
      %7 = affine.apply #map1(%6)
      %8 = affine.apply #map1(%6)
      %9 = affine.apply #map2(%6)
      affine.dma_wait %alloc_7[%6 mod 2, 0], %c16 : memref<2x1xi32>
      %10 = affine.apply #map2(%6)
      %alloc_11 = memref.alloc() : memref<1xf32, 2>
      %alloc_12 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg1[%6], %alloc_11[%c0_2], %alloc_12[%c0_2], %c1_1 : memref<24xf32>, memref<1xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_12[%c0_2], %c1_1 : memref<1xi32>
      %alloc_13 = memref.alloc() : memref<1xi32>
      affine.for %arg3 = 0 to 16 {
        %12 = affine.load %alloc[%6 mod 2, %arg3, 0] : memref<2x16x1xf32, 2>
        %13 = affine.load %alloc_11[0] : memref<1xf32, 2>
        %14 = arith.addf %13, %12 : f32
        affine.store %14, %alloc_11[0] : memref<1xf32, 2>
      }
      %11 = affine.apply #map2(%6)
      affine.dma_start %alloc_11[%c0_0], %arg1[%6], %alloc_13[%c0_0], %c1 : memref<1xf32, 2>, memref<24xf32>, memref<1xi32>
      affine.dma_wait %alloc_13[%c0_0], %c1 : memref<1xi32>
      memref.dealloc %alloc_13 : memref<1xi32>
      memref.dealloc %alloc_12 : memref<1xi32>
      memref.dealloc %alloc_11 : memref<1xf32, 2>
    }
    %0 = affine.apply #map(%c24)
    %1 = affine.apply #map1(%0)
    %2 = affine.apply #map1(%0)
    %3 = affine.apply #map2(%0)
    affine.dma_wait %alloc_7[%0 mod 2, 0], %c16 : memref<2x1xi32>
    %4 = affine.apply #map2(%0)
    %alloc_8 = memref.alloc() : memref<1xf32, 2>
    %alloc_9 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%0], %alloc_8[%c0_2], %alloc_9[%c0_2], %c1_1 : memref<24xf32>, memref<1xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0_2], %c1_1 : memref<1xi32>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.for %arg2 = 0 to 16 {
      %6 = affine.load %alloc[%0 mod 2, %arg2, 0] : memref<2x16x1xf32, 2>
      %7 = affine.load %alloc_8[0] : memref<1xf32, 2>
      %8 = arith.addf %7, %6 : f32
      affine.store %8, %alloc_8[0] : memref<1xf32, 2>
    }
    %5 = affine.apply #map2(%0)
    affine.dma_start %alloc_8[%c0_0], %arg1[%0], %alloc_10[%c0_0], %c1 : memref<1xf32, 2>, memref<24xf32>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0_0], %c1 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<1xf32, 2>
    memref.dealloc %alloc_7 : memref<2x1xi32>
    memref.dealloc %alloc : memref<2x16x1xf32, 2>
    return
  }
  func.func @main() {
    %c24 = arith.constant 24 : index
    %c0 = arith.constant 0 : index
    %c24_0 = arith.constant 24 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x24xf32>
    %alloc_3 = memref.alloc() : memref<24xf32>
    affine.for %arg0 = 0 to 16 {
      %alloc_6 = memref.alloc() : memref<1x24xf32, 2>
      %alloc_7 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 24 {
        %1 = affine.apply #map3(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        affine.store %3, %alloc_6[0, %arg1] : memref<1x24xf32, 2>
      }
      %0 = affine.apply #map2(%arg0)
      affine.dma_start %alloc_6[%c0_1, %c0_1], %alloc[%arg0, 0], %alloc_7[%c0_1], %c24_0 : memref<1x24xf32, 2>, memref<16x24xf32>, memref<1xi32>
      affine.dma_wait %alloc_7[%c0_1], %c24_0 : memref<1xi32>
      memref.dealloc %alloc_7 : memref<1xi32>
      memref.dealloc %alloc_6 : memref<1x24xf32, 2>
    }
    %alloc_4 = memref.alloc() : memref<24xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 24 {
      affine.store %cst, %alloc_4[%arg0] : memref<24xf32, 2>
    }
    affine.dma_start %alloc_4[%c0], %alloc_3[%c0], %alloc_5[%c0], %c24 : memref<24xf32, 2>, memref<24xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0], %c24 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<24xf32, 2>
    call @kernel(%alloc, %alloc_3) : (memref<16x24xf32>, memref<24xf32>) -> ()
    %cast = memref.cast %alloc_3 : memref<24xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16x24xf32>
    memref.dealloc %alloc_3 : memref<24xf32>
    return
  }
}


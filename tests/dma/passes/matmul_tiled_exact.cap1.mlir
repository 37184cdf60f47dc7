#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0 + 8)>
#map4 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
#map5 = affine_map<(d0, d1) -> ((d0 * 5 + d1 * 2) mod 7)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<24x24xf32>, %arg1: memref<24x24xf32>, %arg2: memref<24x24xf32>) {
    %c64 = arith.constant 64 : index
    %c24 = arith.constant 24 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c64_0 = arith.constant 64 : index
    %c24_1 = arith.constant 24 : index
    %c8_2 = arith.constant 8 : index
    %c0_3 = arith.constant 0 : index
    %c64_4 = arith.constant 64 : index
    %c24_5 = arith.constant 24 : index
    %c8_6 = arith.constant 8 : index
    %c0_7 = arith.constant 0 : index
    %c64_8 = arith.constant 64 : index
    %c24_9 = arith.constant 24 : index
    %c8_10 = arith.constant 8 : index
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    affine.for %arg3 = 0 to 24 step 8 {
      affine.for %arg4 = 0 to 24 step 8 {
        %0 = affine.apply #map(%arg3, %arg4)
        %1 = affine.apply #map1(%arg3, %arg4)
        %alloc = memref.alloc() : memref<8x8xf32, 2>
        %alloc_13 = memref.alloc() : memref<1xi32>
        affine.dma_start %arg2[%arg3, %arg4], %alloc[%c0_3, %c0_3], %alloc_13[%c0_3], %c64_0, %c24_1, %c8_2 : memref<24x24xf32>, memref<8x8xf32, 2>, memref<1xi32>
        affine.dma_wait %alloc_13[%c0_3], %c64_0 : memref<1xi32>
        %alloc_14 = memref.alloc() : memref<1xi32>
        affine.for %arg5 = 0 to 24 step 8 {
          %4 = affine.apply #map(%arg3, %arg5)
          %5 = affine.apply #map1(%arg3, %arg5)
          %alloc_15 = memref.alloc() : memref<8x8xf32, 2>
          %alloc_16 = memref.alloc() : memref<1xi32>
          affine.dma_start %arg0[%arg3, %arg5], %alloc_15[%c0_11, %c0_11], %alloc_16[%c0_11], %c64_8, %c24_9, %c8_10 : memref<24x24xf32>, memref<8x8xf32, 2>, memref<1xi32>
          affine.dma_wait %alloc_16[%c0_11], %c64_8 : memref<1xi32>
          %6 = affine.apply #map(%arg5, %arg4)
          %7 = affine.apply #map1(%arg5, %arg4)
          %alloc_17 = memref.alloc() : memref<8x8xf32, 2>
          %alloc_18 = memref.alloc() : memref<1xi32>
          affine.dma_start %arg1[%arg5, %arg4], %alloc_17[%c0_7, %c0_7], %alloc_18[%c0_7], %c64_4, %c24_5, %c8_6 : memref<24x24xf32>, memref<8x8xf32, 2>, memref<1xi32>
          affine.dma_wait %alloc_18[%c0_7], %c64_4 : memref<1xi32>
          affine.for %arg6 = #map2(%arg3) to #map3(%arg3) {
            affine.for %arg7 = #map2(%arg4) to #map3(%arg4) {
              affine.for %arg8 = #map2(%arg5) to #map3(%arg5) {
                %8 = affine.load %alloc_15[-%arg3 + %arg6, -%arg5 + %arg8] : memref<8x8xf32, 2>
                %9 = affine.load %alloc_17[-%arg5 + %arg8, -%arg4 + %arg7] : memref<8x8xf32, 2>
                %10 = affine.load %alloc[-%arg3 + %arg6, -%arg4 + %arg7] : memref<8x8xf32, 2>
                %11 = arith.mulf %8, %9 : f32
                %12 = arith.addf %10, %11 : f32
                affine.store %12, %alloc[-%arg3 + %arg6, -%arg4 + %arg7] : memref<8x8xf32, 2>
              }
            }
          }
          memref.dealloc %alloc_18 : memref<1xi32>
          memref.dealloc %alloc_17 : memref<8x8xf32, 2>
          memref.dealloc %alloc_16 : memref<1xi32>
          memref.dealloc %alloc_15 : memref<8x8xf32, 2>
        }
        %2 = affine.apply #map(%arg3, %arg4)
        %3 = affine.apply #map1(%arg3, %arg4)
        affine.dma_start %alloc[%c0, %c0], %arg2[%arg3, %arg4], %alloc_14[%c0], %c64, %c24, %c8 : memref<8x8xf32, 2>, memref<24x24xf32>, memref<1xi32>
        affine.dma_wait %alloc_14[%c0], %c64 : memref<1xi32>
        memref.dealloc %alloc_14 : memref<1xi32>
        memref.dealloc %alloc_13 : memref<1xi32>
        memref.dealloc %alloc : memref<8x8xf32, 2>
      }
    }
    return
  }
  func.func @main() {
    %c24 = arith.constant 24 : index
    %c0 = arith.constant 0 : index
    %c24_0 = arith.constant 24 : index
    %c0_1 = arith.constant 0 : index
    %c24_2 = arith.constant 24 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<24x24xf32>
    %alloc_5 = memref.alloc() : memref<24x24xf32>
    %alloc_6 = memref.alloc() : memref<24x24xf32>
    affine.for %arg0 = 0 to 24 {
      %alloc_7 = memref.alloc() : memref<1x24xf32, 2>
      %alloc_8 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 24 {
        %1 = affine.apply #map4(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        affine.store %3, %alloc_7[0, %arg1] : memref<1x24xf32, 2>
      }
      %0 = affine.apply #map2(%arg0)
      affine.dma_start %alloc_7[%c0_3, %c0_3], %alloc[%arg0, 0], %alloc_8[%c0_3], %c24_2 : memref<1x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
      affine.dma_wait %alloc_8[%c0_3], %c24_2 : memref<1xi32>
      memref.dealloc %alloc_8 : memref<1xi32>
      memref.dealloc %alloc_7 : memref<1x24xf32, 2>
    }
    affine.for %arg0 = 0 to 24 {
      %alloc_7 = memref.alloc() : memref<1x24xf32, 2>
      %alloc_8 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 24 {
        %1 = affine.apply #map5(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        affine.store %3, %alloc_7[0, %arg1] : memref<1x24xf32, 2>
      }
      %0 = affine.apply #map2(%arg0)
      affine.dma_start %alloc_7[%c0_1, %c0_1], %alloc_5[%arg0, 0], %alloc_8[%c0_1], %c24_0 : memref<1x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
      affine.dma_wait %alloc_8[%c0_1], %c24_0 : memref<1xi32>
      memref.dealloc %alloc_8 : memref<1xi32>
      memref.dealloc %alloc_7 : memref<1x24xf32, 2>
    }
    affine.for %arg0 = 0 to 24 {
      %alloc_7 = memref.alloc() : memref<1x24xf32, 2>
      %alloc_8 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 24 {
        affine.store %cst, %alloc_7[0, %arg1] : memref<1x24xf32, 2>
      }
      %0 = affine.apply #map2(%arg0)
      affine.dma_start %alloc_7[%c0, %c0], %alloc_6[%arg0, 0], %alloc_8[%c0], %c24 : memref<1x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
      affine.dma_wait %alloc_8[%c0], %c24 : memref<1xi32>
      memref.dealloc %alloc_8 : memref<1xi32>
      memref.dealloc %alloc_7 : memref<1x24xf32, 2>
    }
    call @kernel(%alloc, %alloc_5, %alloc_6) : (memref<24x24xf32>, memref<24x24xf32>, memref<24x24xf32>) -> ()
    %cast = memref.cast %alloc_6 : memref<24x24xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<24x24xf32>
    memref.dealloc %alloc_5 : memref<24x24xf32>
    memref.dealloc %alloc_6 : memref<24x24xf32>
    return
  }
}


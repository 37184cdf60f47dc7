#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 8, 24)>
#map2 = affine_map<(d0) -> (d0 + 12, 24)>
#map3 = affine_map<(d0) -> (d0 + 6, 24)>
#map4 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
#map5 = affine_map<(d0, d1) -> ((d0 * 5 + d1 * 2) mod 7)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<24x24xf32>, %arg1: memref<24x24xf32>, %arg2: memref<24x24xf32>) {
    %c576 = arith.constant 576 : index
    %c0 = arith.constant 0 : index
    %c576_0 = arith.constant 576 : index
    %c0_1 = arith.constant 0 : index
    %c576_2 = arith.constant 576 : index
    %c0_3 = arith.constant 0 : index
    %c576_4 = arith.constant 576 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<24x24xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_5, %c0_5], %alloc[%c0_5, %c0_5], %alloc_7[%c0_5], %c576_4 : memref<24x24xf32>, memref<24x24xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0_5], %c576_4 : memref<1xi32>
    %alloc_8 = memref.alloc() : memref<24x24xf32, 2>
    %alloc_9 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_3, %c0_3], %alloc_8[%c0_3, %c0_3], %alloc_9[%c0_3], %c576_2 : memref<24x24xf32>, memref<24x24xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0_3], %c576_2 : memref<1xi32>
    %alloc_10 = memref.alloc() : memref<24x24xf32, 2>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg2[%c0_1, %c0_1], %alloc_10[%c0_1, %c0_1], %alloc_11[%c0_1], %c576_0 : memref<24x24xf32>, memref<24x24xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0_1], %c576_0 : memref<1xi32>
    %alloc_12 = memref.alloc() : memref<1xi32>
    affine.for %arg3 = 0 to 24 step 8 {
      affine.for %arg4 = 0 to 24 step 12 {
        affine.for %arg5 = 0 to 24 step 6 {
          affine.for %arg6 = #map(%arg3) to min #map1(%arg3) {
            affine.for %arg7 = #map(%arg4) to min #map2(%arg4) {
              affine.for %arg8 = #map(%arg5) to min #map3(%arg5) {
                %0 = affine.load %alloc[%arg6, %arg8] : memref<24x24xf32, 2>
                %1 = affine.load %alloc_8[%arg8, %arg7] : memref<24x24xf32, 2>
                %2 = affine.load %alloc_10[%arg6, %arg7] : memref<24x24xf32, 2>
                %3 = arith.mulf %0, %1 : f32
                %4 = arith.addf %2, %3 : f32
                affine.store %4, %alloc_10[%arg6, %arg7] : memref<24x24xf32, 2>
              }
            }
          }
        }
      }
    }
    affine.dma_start %alloc_10[%c0, %c0], %arg2[%c0, %c0], %alloc_12[%c0], %c576 : memref<24x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
    affine.dma_wait %alloc_12[%c0], %c576 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<24x24xf32, 2>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<24x24xf32, 2>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc : memref<24x24xf32, 2>
    return
  }
  func.func @main() {
    %c576 = arith.constant 576 : index
    %c0 = arith.constant 0 : index
    %c576_0 = arith.constant 576 : index
    %c0_1 = arith.constant 0 : index
    %c576_2 = arith.constant 576 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<24x24xf32>
    %alloc_5 = memref.alloc() : memref<24x24xf32>
    %alloc_6 = memref.alloc() : memref<24x24xf32>
    %alloc_7 = memref.alloc() : memref<24x24xf32, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 24 {
      affine.for %arg1 = 0 to 24 {
        %0 = affine.apply #map4(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_7[%arg0, %arg1] : memref<24x24xf32, 2>
      }
    }
    affine.dma_start %alloc_7[%c0_3, %c0_3], %alloc[%c0_3, %c0_3], %alloc_8[%c0_3], %c576_2 : memref<24x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0_3], %c576_2 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<24x24xf32, 2>
    %alloc_9 = memref.alloc() : memref<24x24xf32, 2>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 24 {
      affine.for %arg1 = 0 to 24 {
        %0 = affine.apply #map5(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_9[%arg0, %arg1] : memref<24x24xf32, 2>
      }
    }
    affine.dma_start %alloc_9[%c0_1, %c0_1], %alloc_5[%c0_1, %c0_1], %alloc_10[%c0_1], %c576_0 : memref<24x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0_1], %c576_0 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<24x24xf32, 2>
    %alloc_11 = memref.alloc() : memref<24x24xf32, 2>
    %alloc_12 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 24 {
      affine.for %arg1 = 0 to 24 {
        affine.store %cst, %alloc_11[%arg0, %arg1] : memref<24x24xf32, 2>
      }
    }
    affine.dma_start %alloc_11[%c0, %c0], %alloc_6[%c0, %c0], %alloc_12[%c0], %c576 : memref<24x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
    affine.dma_wait %alloc_12[%c0], %c576 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<24x24xf32, 2>
    call @kernel(%alloc, %alloc_5, %alloc_6) : (memref<24x24xf32>, memref<24x24xf32>, memref<24x24xf32>) -> ()
    %cast = memref.cast %alloc_6 : memref<24x24xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<24x24xf32>
    memref.dealloc %alloc_5 : memref<24x24xf32>
    memref.dealloc %alloc_6 : memref<24x24xf32>
    return
  }
}


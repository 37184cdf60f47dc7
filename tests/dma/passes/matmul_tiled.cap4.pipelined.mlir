#map = affine_map<(d0) -> (d0 - 8)>
#map1 = affine_map<(d0) -> ((d0 floordiv 8) mod 2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0 + 8, 24)>
#map4 = affine_map<(d0) -> (d0 + 12, 24)>
#map5 = affine_map<(d0) -> (d0 + 6, 24)>
#map6 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
#map7 = affine_map<(d0, d1) -> ((d0 * 5 + d1 * 2) mod 7)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<24x24xf32>, %arg1: memref<24x24xf32>, %arg2: memref<24x24xf32>) {
    %c24 = arith.constant 24 : index
    %c0 = arith.constant 0 : index
    %c192 = arith.constant 192 : index
    %c0_0 = arith.constant 0 : index
    %c192_1 = arith.constant 192 : index
    %c0_2 = arith.constant 0 : index
    %c576 = arith.constant 576 : index
    %c0_3 = arith.constant 0 : index
    %c192_4 = arith.constant 192 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<24x24xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_3, %c0_3], %alloc[%c0_3, %c0_3], %alloc_7[%c0_3], %c576 : memref<24x24xf32>, memref<24x24xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0_3], %c576 : memref<1xi32>
    %alloc_8 = memref.alloc() : memref<2x8x24xf32, 2>
    %alloc_9 = memref.alloc() : memref<2x1xi32>
    affine.dma_start %arg0[%c0, 0], %alloc_8[(%c0 floordiv 8) mod 2, 0, 0], %alloc_9[(%c0 floordiv 8) mod 2, 0], %c192_4 : memref<24x24xf32>, memref<2x8x24xf32, 2>, memref<2x1xi32>
    affine.for %arg3 = 8 to 24 step 8 {
      affine.dma_start %arg0[%arg3, 0], %alloc_8[(%arg3 floordiv 8) mod 2, 0, 0], %alloc_9[(%arg3 floordiv 8) mod 2, 0], %c192_4 : memref<24x24xf32>, memref<2x8x24xf32, 2>, memref<2x1xi32>
      %6 = affine.apply #map(%arg3)
      %7 = affine.apply #map1(%6)
      %8 = affine.apply #map1(%6)
      %9 = affine.apply #map2(%6)
      affine.dma_wait %alloc_9[(%6 floordiv 8) mod 2, 0], %c192_4 : memref<2x1xi32>
      %10 = affine.apply #map2(%6)
      %alloc_13 = memref.alloc() : memref<8x24xf32, 2>
      %alloc_14 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg2[%6, 0], %alloc_13[%c0_2, %c0_2], %alloc_14[%c0_2], %c192_1 : memref<24x24xf32>, memref<8x24xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_14[%c0_2], %c192_1 : memref<1xi32>
      %alloc_15 = memref.alloc() : memref<1xi32>
      affine.for %arg4 = 0 to 24 step 12 {
        affine.for %arg5 = 0 to 24 step 6 {
          affine.for %arg6 = #map2(%6) to min #map3(%6) {
            affine.for %arg7 = #map2(%arg4) to min #map4(%arg4) {
              affine.for %arg8 = #map2(%arg5) to min #map5(%arg5) {
                %12 = affine.load %alloc_8[(%6 floordiv 8) mod 2, -%6 + %arg6, %arg8] : memref<2x8x24xf32, 2>
                %13 = affine.load %alloc[%arg8, %arg7] : memref<24x24xf32, 2>
                %14 = affine.load %alloc_13[-%6 + %arg6, %arg7] : memref<8x24xf32, 2>
                %15 = arith.mulf %12, %13 : f32
                %16 = arith.addf %14, %15 : f32
                affine.store %16, %alloc_13[-%6 + %arg6, %arg7] : memref<8x24xf32, 2>
              }
            }
          }
        }
      }
      %11 = affine.apply #map2(%6)
      affine.dma_start %alloc_13[%c0_0, %c0_0], %arg2[%6, 0], %alloc_15[%c0_0], %c192 : memref<8x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
      affine.dma_wait %alloc_15[%c0_0], %c192 : memref<1xi32>
      memref.dealloc %alloc_15 : memref<1xi32>
      memref.dealloc %alloc_14 : memref<1xi32>
      memref.dealloc %alloc_13 : memref<8x24xf32, 2>
    }
    %0 = affine.apply #map(%c24)
    %1 = affine.apply #map1(%0)
    %2 = affine.apply #map1(%0)
    %3 = affine.apply #map2(%0)
    affine.dma_wait %alloc_9[(%0 floordiv 8) mod 2, 0], %c192_4 : memref<2x1xi32>
    %4 = affine.apply #map2(%0)
    %alloc_10 = memref.alloc() : memref<8x24xf32, 2>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg2[%0, 0], %alloc_10[%c0_2, %c0_2], %alloc_11[%c0_2], %c192_1 : memref<24x24xf32>, memref<8x24xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0_2], %c192_1 : memref<1xi32>
    %alloc_12 = memref.alloc() : memref<1xi32>
    affine.for %arg3 = 0 to 24 step 12 {
      affine.for %arg4 = 0 to 24 step 6 {
        affine.for %arg5 = #map2(%0) to min #map3(%0) {
          affine.for %arg6 = #map2(%arg3) to min #map4(%arg3) {
            affine.for %arg7 = #map2(%arg4) to min #map5(%arg4) {
              %6 = affine.load %alloc_8[(%0 floordiv 8) mod 2, -%0 + %arg5, %arg7] : memref<2x8x24xf32, 2>
              %7 = affine.load %alloc[%arg7, %arg6] : memref<24x24xf32, 2>
              %8 = affine.load %alloc_10[-%0 + %arg5, %arg6] : memref<8x24xf32, 2>
              %9 = arith.mulf %6, %7 : f32
              %10 = arith.addf %8, %9 : f32
              affine.store %10, %alloc_10[-%0 + %arg5, %arg6] : memref<8x24xf32, 2>
            }
          }
        }
      }
    }
    %5 = affine.apply #map2(%0)
    affine.dma_start %alloc_10[%c0_0, %c0_0], %arg2[%0, 0], %alloc_12[%c0_0], %c192 : memref<8x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
    affine.dma_wait %alloc_12[%c0_0], %c192 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<8x24xf32, 2>
    memref.dealloc %alloc_9 : memref<2x1xi32>
    memref.dealloc %alloc_8 : memref<2x8x24xf32, 2>
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
        %0 = affine.apply #map6(%arg0, %arg1)
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
        %0 = affine.apply #map7(%arg0, %arg1)
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


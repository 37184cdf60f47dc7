#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0) -> (d0 - 6)>
#map3 = affine_map<(d0) -> ((d0 floordiv 6) mod 2)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> (d0 + 8, 24)>
#map6 = affine_map<(d0) -> (d0 + 12, 24)>
#map7 = affine_map<(d0) -> (d0 + 6, 24)>
#map8 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
#map9 = affine_map<(d0, d1) -> ((d0 * 5 + d1 * 2) mod 7)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<24x24xf32>, %arg1: memref<24x24xf32>, %arg2: memref<24x24xf32>) {
    %c24 = arith.constant 24 : index
    %c0 = arith.constant 0 : index
    %c96 = arith.constant 96 : index
    %c24_0 = arith.constant 24 : index
    %c12 = arith.constant 12 : index
    %c0_1 = arith.constant 0 : index
    %c96_2 = arith.constant 96 : index
    %c24_3 = arith.constant 24 : index
    %c12_4 = arith.constant 12 : index
    %c0_5 = arith.constant 0 : index
    %c72 = arith.constant 72 : index
    %c24_6 = arith.constant 24 : index
    %c12_7 = arith.constant 12 : index
    %c0_8 = arith.constant 0 : index
    %c48 = arith.constant 48 : index
    %c24_9 = arith.constant 24 : index
    %c6 = arith.constant 6 : index
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    affine.for %arg3 = 0 to 24 step 8 {
      affine.for %arg4 = 0 to 24 step 12 {
        %0 = affine.apply #map(%arg3, %arg4)
        %1 = affine.apply #map1(%arg3, %arg4)
        %alloc = memref.alloc() : memref<8x12xf32, 2>
        %alloc_12 = memref.alloc() : memref<1xi32>
        affine.dma_start %arg2[%arg3, %arg4], %alloc[%c0_5, %c0_5], %alloc_12[%c0_5], %c96_2, %c24_3, %c12_4 : memref<24x24xf32>, memref<8x12xf32, 2>, memref<1xi32>
        affine.dma_wait %alloc_12[%c0_5], %c96_2 : memref<1xi32>
        %alloc_13 = memref.alloc() : memref<1xi32>
        %alloc_14 = memref.alloc() : memref<2x8x6xf32, 2>
        %alloc_15 = memref.alloc() : memref<2x6x12xf32, 2>
        %alloc_16 = memref.alloc() : memref<2x1xi32>
        %alloc_17 = memref.alloc() : memref<2x1xi32>
        affine.dma_start %arg0[%arg3, %c0], %alloc_14[(%c0 floordiv 6) mod 2, 0, 0], %alloc_16[(%c0 floordiv 6) mod 2, 0], %c48, %c24_9, %c6 : memref<24x24xf32>, memref<2x8x6xf32, 2>, memref<2x1xi32>
        affine.dma_start %arg1[%c0, %arg4], %alloc_15[(%c0 floordiv 6) mod 2, 0, 0], %alloc_17[(%c0 floordiv 6) mod 2, 0], %c72, %c24_6, %c12_7 : memref<24x24xf32>, memref<2x6x12xf32, 2>, memref<2x1xi32>
        affine.for %arg5 = 6 to 24 step 6 {
          affine.dma_start %arg0[%arg3, %arg5], %alloc_14[(%arg5 floordiv 6) mod 2, 0, 0], %alloc_16[(%arg5 floordiv 6) mod 2, 0], %c48, %c24_9, %c6 : memref<24x24xf32>, memref<2x8x6xf32, 2>, memref<2x1xi32>
          affine.dma_start %arg1[%arg5, %arg4], %alloc_15[(%arg5 floordiv 6) mod 2, 0, 0], %alloc_17[(%arg5 floordiv 6) mod 2, 0], %c72, %c24_6, %c12_7 : memref<24x24xf32>, memref<2x6x12xf32, 2>, memref<2x1xi32>
          %13 = affine.apply #map2(%arg5)
          %14 = affine.apply #map3(%13)
          %15 = affine.apply #map3(%13)
          %16 = affine.apply #map3(%13)
          %17 = affine.apply #map3(%13)
          %18 = affine.apply #map(%arg3, %13)
          %19 = affine.apply #map1(%arg3, %13)
          affine.dma_wait %alloc_16[(%13 floordiv 6) mod 2, 0], %c48 : memref<2x1xi32>
          %20 = affine.apply #map(%13, %arg4)
          %21 = affine.apply #map1(%13, %arg4)
          affine.dma_wait %alloc_17[(%13 floordiv 6) mod 2, 0], %c72 : memref<2x1xi32>
          affine.for %arg6 = #map4(%arg3) to min #map5(%arg3) {
            affine.for %arg7 = #map4(%arg4) to min #map6(%arg4) {
              affine.for %arg8 = #map4(%13) to min #map7(%13) {
                %22 = affine.load %alloc_14[(%13 floordiv 6) mod 2, -%arg3 + %arg6, -%13 + %arg8] : memref<2x8x6xf32, 2>
                %23 = affine.load %alloc_15[(%13 floordiv 6) mod 2, -%13 + %arg8, -%arg4 + %arg7] : memref<2x6x12xf32, 2>
                %24 = affine.load %alloc[-%arg3 + %arg6, -%arg4 + %arg7] : memref<8x12xf32, 2>
                %25 = arith.mulf %22, %23 : f32
                %26 = arith.addf %24, %25 : f32
                affine.store %26, %alloc[-%arg3 + %arg6, -%arg4 + %arg7] : memref<8x12xf32, 2>
              }
            }
          }
        }
        %2 = affine.apply #map2(%c24)
        %3 = affine.apply #map3(%2)
        %4 = affine.apply #map3(%2)
        %5 = affine.apply #map3(%2)
        %6 = affine.apply #map3(%2)
        %7 = affine.apply #map(%arg3, %2)
        %8 = affine.apply #map1(%arg3, %2)
        affine.dma_wait %alloc_16[(%2 floordiv 6) mod 2, 0], %c48 : memref<2x1xi32>
        %9 = affine.apply #map(%2, %arg4)
        %10 = affine.apply #map1(%2, %arg4)
        affine.dma_wait %alloc_17[(%2 floordiv 6) mod 2, 0], %c72 : memref<2x1xi32>
        affine.for %arg5 = #map4(%arg3) to min #map5(%arg3) {
          affine.for %arg6 = #map4(%arg4) to min #map6(%arg4) {
            affine.for %arg7 = #map4(%2) to min #map7(%2) {
              %13 = affine.load %alloc_14[(%2 floordiv 6) mod 2, -%arg3 + %arg5, -%2 + %arg7] : memref<2x8x6xf32, 2>
              %14 = affine.load %alloc_15[(%2 floordiv 6) mod 2, -%2 + %arg7, -%arg4 + %arg6] : memref<2x6x12xf32, 2>
              %15 = affine.load %alloc[-%arg3 + %arg5, -%arg4 + %arg6] : memref<8x12xf32, 2>
              %16 = arith.mulf %13, %14 : f32
              %17 = arith.addf %15, %16 : f32
              affine.store %17, %alloc[-%arg3 + %arg5, -%arg4 + %arg6] : memref<8x12xf32, 2>
            }
          }
        }
        memref.dealloc %alloc_17 : memref<2x1xi32>
        memref.dealloc %alloc_16 : memref<2x1xi32>
        memref.dealloc %alloc_15 : memref<2x6x12xf32, 2>
        memref.dealloc %alloc_14 : memref<2x8x6xf32, 2>
        %11 = affine.apply #map(%arg3, %arg4)
        %12 = affine.apply #map1(%arg3, %arg4)
        affine.dma_start %alloc[%c0_1, %c0_1], %arg2[%arg3, %arg4], %alloc_13[%c0_1], %c96, %c24_0, %c12 : memref<8x12xf32, 2>, memref<24x24xf32>, memref<1xi32>
        affine.dma_wait %alloc_13[%c0_1], %c96 : memref<1xi32>
        memref.dealloc %alloc_13 : memref<1xi32>
        memref.dealloc %alloc_12 : memref<1xi32>
        memref.dealloc %alloc : memref<8x12xf32, 2>
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
        %1 = affine.apply #map8(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        affine.store %3, %alloc_7[0, %arg1] : memref<1x24xf32, 2>
      }
      %0 = affine.apply #map4(%arg0)
      affine.dma_start %alloc_7[%c0_3, %c0_3], %alloc[%arg0, 0], %alloc_8[%c0_3], %c24_2 : memref<1x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
      affine.dma_wait %alloc_8[%c0_3], %c24_2 : memref<1xi32>
      memref.dealloc %alloc_8 : memref<1xi32>
      memref.dealloc %alloc_7 : memref<1x24xf32, 2>
    }
    affine.for %arg0 = 0 to 24 {
      %alloc_7 = memref.alloc() : memref<1x24xf32, 2>
      %alloc_8 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 24 {
        %1 = affine.apply #map9(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        affine.store %3, %alloc_7[0, %arg1] : memref<1x24xf32, 2>
      }
      %0 = affine.apply #map4(%arg0)
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
      %0 = affine.apply #map4(%arg0)
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


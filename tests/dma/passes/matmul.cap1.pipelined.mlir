#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0) -> (d0 mod 2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
#map6 = affine_map<(d0, d1) -> ((d0 * 5 + d1 * 2) mod 7)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x16xf32>, %arg1: memref<16x16xf32>, %arg2: memref<16x16xf32>) {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c16_0 = arith.constant 16 : index
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %c16_5 = arith.constant 16 : index
    %c16_6 = arith.constant 16 : index
    %c1_7 = arith.constant 1 : index
    %c0_8 = arith.constant 0 : index
    %c16_9 = arith.constant 16 : index
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2x1x16xf32, 2>
    %alloc_12 = memref.alloc() : memref<2x1xi32>
    affine.dma_start %arg0[%c0, 0], %alloc[%c0 mod 2, 0, 0], %alloc_12[%c0 mod 2, 0], %c16_9 : memref<16x16xf32>, memref<2x1x16xf32, 2>, memref<2x1xi32>
    affine.for %arg3 = 1 to 16 {
      affine.dma_start %arg0[%arg3, 0], %alloc[%arg3 mod 2, 0, 0], %alloc_12[%arg3 mod 2, 0], %c16_9 : memref<16x16xf32>, memref<2x1x16xf32, 2>, memref<2x1xi32>
      %12 = affine.apply #map(%arg3)
      %13 = affine.apply #map1(%12)
      %14 = affine.apply #map1(%12)
      %15 = affine.apply #map2(%12)
      affine.dma_wait %alloc_12[%12 mod 2, 0], %c16_9 : memref<2x1xi32>
      %alloc_18 = memref.alloc() : memref<2x16x1xf32, 2>
      %alloc_19 = memref.alloc() : memref<2x1xi32>
      affine.dma_start %arg1[0, %c0_1], %alloc_18[%c0_1 mod 2, 0, 0], %alloc_19[%c0_1 mod 2, 0], %c16_5, %c16_6, %c1_7 : memref<16x16xf32>, memref<2x16x1xf32, 2>, memref<2x1xi32>
      affine.for %arg4 = 1 to 16 {
        affine.dma_start %arg1[0, %arg4], %alloc_18[%arg4 mod 2, 0, 0], %alloc_19[%arg4 mod 2, 0], %c16_5, %c16_6, %c1_7 : memref<16x16xf32>, memref<2x16x1xf32, 2>, memref<2x1xi32>
        %24 = affine.apply #map(%arg4)
        %25 = affine.apply #map1(%24)
        %26 = affine.apply #map1(%24)
        %27 = affine.apply #map2(%24)
        affine.dma_wait %alloc_19[%24 mod 2, 0], %c16_5 : memref<2x1xi32>
        %28 = affine.apply #map3(%12, %24)
        %29 = affine.apply #map4(%12, %24)
        %alloc_23 = memref.alloc() : memref<1x1xf32, 2>
        %alloc_24 = memref.alloc() : memref<1xi32>
        affine.dma_start %arg2[%12, %24], %alloc_23[%c0_4, %c0_4], %alloc_24[%c0_4], %c1_3 : memref<16x16xf32>, memref<1x1xf32, 2>, memref<1xi32>
        affine.dma_wait %alloc_24[%c0_4], %c1_3 : memref<1xi32>
        %alloc_25 = memref.alloc() : memref<1xi32>
        affine.for %arg5 = 0 to 16 {
          %32 = affine.load %alloc[%12 mod 2, 0, %arg5] : memref<2x1x16xf32, 2>
          %33 = affine.load %alloc_18[%24 mod 2, %arg5, 0] : memref<2x16x1xf32, 2>
          %34 = affine.load %alloc_23[0, 0] : memref<1x1xf32, 2>
          %35 = arith.mulf %32, %33 : f32
          %36 = arith.addf %34, %35 : f32
          affine.store %36, %alloc_23[0, 0] : memref<1x1xf32, 2>
        }
        %30 = affine.apply #map3(%12, %24)
        %31 = affine.apply #map4(%12, %24)
        affine.dma_start %alloc_23[%c0_2, %c0_2], %arg2[%12, %24], %alloc_25[%c0_2], %c1 : memref<1x1xf32, 2>, memref<16x16xf32>, memref<1xi32>
        affine.dma_wait %alloc_25[%c0_2], %c1 : memref<1xi32>
        memref.dealloc %alloc_25 : memref<1xi32>
        memref.dealloc %alloc_24 : memref<1xi32>
        memref.dealloc %alloc_23 : memref<1x1xf32, 2>
      }
      %16 = affine.apply #map(%c16_0)
      %17 = affine.apply #map1(%16)
      %18 = affine.apply #map1(%16)
      %19 = affine.apply #map2(%16)
      affine.dma_wait %alloc_19[%16 mod 2, 0], %c16_5 : memref<2x1xi32>
      %20 = affine.apply #map3(%12, %16)
      %21 = affine.apply #map4(%12, %16)
      %alloc_20 = memref.alloc() : memref<1x1xf32, 2>
      %alloc_21 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg2[%12, %16], %alloc_20[%c0_4, %c0_4], %alloc_21[%c0_4], %c1_3 : memref<16x16xf32>, memref<1x1xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_21[%c0_4], %c1_3 : memref<1xi32>
      %alloc_22 = memref.alloc() : memref<1xi32>
      affine.for %arg4 = 0 to 16 {
        %24 = affine.load %alloc[%12 mod 2, 0, %arg4] : memref<2x1x16xf32, 2>
        %25 = affine.load %alloc_18[%16 mod 2, %arg4, 0] : memref<2x16x1xf32, 2>
        %26 = affine.load %alloc_20[0, 0] : memref<1x1xf32, 2>
        %27 = arith.mulf %24, %25 : f32
        %28 = arith.addf %26, %27 : f32
        affine.store %28, %alloc_20[0, 0] : memref<1x1xf32, 2>
      }
      %22 = affine.apply #map3(%12, %16)
      %23 = affine.apply #map4(%12, %16)
      affine.dma_start %alloc_20[%c0_2, %c0_2], %arg2[%12, %16], %alloc_22[%c0_2], %c1 : memref<1x1xf32, 2>, memref<16x16xf32>, memref<1xi32>
      affine.dma_wait %alloc_22[%c0_2], %c1 : memref<1xi32>
      memref.dealloc %alloc_22 : memref<1xi32>
      memref.dealloc %alloc_21 : memref<1xi32>
      memref.dealloc %alloc_20 : memref<1x1xf32, 2>
      memref.dealloc %alloc_19 : memref<2x1xi32>
      memref.dealloc %alloc_18 : memref<2x16x1xf32, 2>
    }
    %0 = affine.apply #map(%c16)
    %1 = affine.apply #map1(%0)
    %2 = affine.apply #map1(%0)
    %3 = affine.apply #map2(%0)
    affine.dma_wait %alloc_12[%0 mod 2, 0], %c16_9 : memref<2x1xi32>
    %alloc_13 = memref.alloc() : memref<2x16x1xf32, 2>
    %alloc_14 = memref.alloc() : memref<2x1xi32>
    affine.dma_start %arg1[0, %c0_1], %alloc_13[%c0_1 mod 2, 0, 0], %alloc_14[%c0_1 mod 2, 0], %c16_5, %c16_6, %c1_7 : memref<16x16xf32>, memref<2x16x1xf32, 2>, memref<2x1xi32>
    affine.for %arg3 = 1 to 16 {
      affine.dma_start %arg1[0, %arg3], %alloc_13[%arg3 mod 2, 0, 0], %alloc_14[%arg3 mod 2, 0], %c16_5, %c16_6, %c1_7 : memref<16x16xf32>, memref<2x16x1xf32, 2>, memref<2x1xi32>
      %12 = affine.apply #map(%arg3)
      %13 = affine.apply #map1(%12)
      %14 = affine.apply #map1(%12)
      %15 = affine.apply #map2(%12)
      affine.dma_wait %alloc_14[%12 mod 2, 0], %c16_5 : memref<2x1xi32>
      %16 = affine.apply #map3(%0, %12)
      %17 = affine.apply #map4(%0, %12)
      %alloc_18 = memref.alloc() : memref<1x1xf32, 2>
      %alloc_19 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg2[%0, %12], %alloc_18[%c0_4, %c0_4], %alloc_19[%c0_4], %c1_3 : memref<16x16xf32>, memref<1x1xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_19[%c0_4], %c1_3 : memref<1xi32>
      %alloc_20 = memref.alloc() : memref<1xi32>
      affine.for %arg4 = 0 to 16 {
        %20 = affine.load %alloc[%0 mod 2, 0, %arg4] : memref<2x1x16xf32, 2>
        %21 = affine.load %alloc_13[%12 mod 2, %arg4, 0] : memref<2x16x1xf32, 2>
        %22 = affine.load %alloc_18[0, 0] : memref<1x1xf32, 2>
        %23 = arith.mulf %20, %21 : f32
        %24 = arith.addf %22, %23 : f32
        affine.store %24, %alloc_18[0, 0] : memref<1x1xf32, 2>
      }
      %18 = affine.apply #map3(%0, %12)
      %19 = affine.apply #map4(%0, %12)
      affine.dma_start %alloc_18[%c0_2, %c0_2], %arg2[%0, %12], %alloc_20[%c0_2], %c1 : memref<1x1xf32, 2>, memref<16x16xf32>, memref<1xi32>
      affine.dma_wait %alloc_20[%c0_2], %c1 : memref<1xi32>
      memref.dealloc %alloc_20 : memref<1xi32>
      memref.dealloc %alloc_19 : memref<1xi32>
      memref.dealloc %alloc_18 : memref<1x1xf32, 2>
    }
    %4 = affine.apply #map(%c16_0)
    %5 = affine.apply #map1(%4)
    %6 = affine.apply #map1(%4)
    %7 = affine.apply #map2(%4)
    affine.dma_wait %alloc_14[%4 mod 2, 0], %c16_5 : memref<2x1xi32>
    %8 = affine.apply #map3(%0, %4)
    %9 = affine.apply #map4(%0, %4)
    %alloc_15 = memref.alloc() : memref<1x1xf32, 2>
    %alloc_16 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg2[%0, %4], %alloc_15[%c0_4, %c0_4], %alloc_16[%c0_4], %c1_3 : memref<16x16xf32>, memref<1x1xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_16[%c0_4], %c1_3 : memref<1xi32>
    %alloc_17 = memref.alloc() : memref<1xi32>
    affine.for %arg3 = 0 to 16 {
      %12 = affine.load %alloc[%0 mod 2, 0, %arg3] : memref<2x1x16xf32, 2>
      %13 = affine.load %alloc_13[%4 mod 2, %arg3, 0] : memref<2x16x1xf32, 2>
      %14 = affine.load %alloc_15[0, 0] : memref<1x1xf32, 2>
      %15 = arith.mulf %12, %13 : f32
      %16 = arith.addf %14, %15 : f32
      affine.store %16, %alloc_15[0, 0] : memref<1x1xf32, 2>
    }
    %10 = affine.apply #map3(%0, %4)
    %11 = affine.apply #map4(%0, %4)
    affine.dma_start %alloc_15[%c0_2, %c0_2], %arg2[%0, %4], %alloc_17[%c0_2], %c1 : memref<1x1xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_17[%c0_2], %c1 : memref<1xi32>
    memref.dealloc %alloc_17 : memref<1xi32>
    memref.dealloc %alloc_16 : memref<1xi32>
    memref.dealloc %alloc_15 : memref<1x1xf32, 2>
    memref.dealloc %alloc_14 : memref<2x1xi32>
    memref.dealloc %alloc_13 : memref<2x16x1xf32, 2>
    memref.dealloc %alloc_12 : memref<2x1xi32>
    memref.dealloc %alloc : memref<2x1x16xf32, 2>
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
        %0 = affine.apply #map5(%arg0, %arg1)
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
        %0 = affine.apply #map6(%arg0, %arg1)
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


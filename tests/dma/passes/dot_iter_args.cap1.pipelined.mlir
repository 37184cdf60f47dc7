#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0) -> (d0 mod 2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> ((d0 * 5) mod 9)>
#map4 = affine_map<(d0) -> ((d0 * 3) mod 7)>
#map5 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<32xf32>, %arg1: memref<32xf32>, %arg2: memref<16x32xf32>, %arg3: memref<1xf32>, %arg4: memref<16xf32>) {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c0_1 = arith.constant 0 : index
    %c32_2 = arith.constant 32 : index
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %c32_6 = arith.constant 32 : index
    %c0_7 = arith.constant 0 : index
    %c32_8 = arith.constant 32 : index
    %c0_9 = arith.constant 0 : index
    %c0_10 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<32xf32, 2>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_9], %alloc[%c0_9], %alloc_11[%c0_9], %c32_8 : memref<32xf32>, memref<32xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0_9], %c32_8 : memref<1xi32>
    %alloc_12 = memref.alloc() : memref<32xf32, 2>
    %alloc_13 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_7], %alloc_12[%c0_7], %alloc_13[%c0_7], %c32_6 : memref<32xf32>, memref<32xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_13[%c0_7], %c32_6 : memref<1xi32>
    %0 = affine.for %arg5 = 0 to 32 iter_args(%arg6 = %cst) -> (f32) {
      %7 = affine.load %alloc[%arg5] : memref<32xf32, 2>
      %8 = affine.load %alloc_12[%arg5] : memref<32xf32, 2>
      %9 = arith.mulf %7, %8 : f32
      %10 = arith.addf %arg6, %9 : f32
      affine.yield %10 : f32
    }
    memref.dealloc %alloc_13 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<32xf32, 2>
    memref.dealloc %alloc_11 : memref<1xi32>
    memref.dealloc %alloc : memref<32xf32, 2>
    %alloc_14 = memref.alloc() : memref<1xf32, 2>
    %alloc_15 = memref.alloc() : memref<1xi32>
    affine.store %0, %alloc_14[0] : memref<1xf32, 2>
    affine.dma_start %alloc_14[%c0_5], %arg3[%c0_5], %alloc_15[%c0_5], %c1_4 : memref<1xf32, 2>, memref<1xf32>, memref<1xi32>
    affine.dma_wait %alloc_15[%c0_5], %c1_4 : memref<1xi32>
    memref.dealloc %alloc_15 : memref<1xi32>
    memref.dealloc %alloc_14 : memref<1xf32, 2>
    %alloc_16 = memref.alloc() : memref<32xf32, 2>
    %alloc_17 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_1], %alloc_16[%c0_1], %alloc_17[%c0_1], %c32 : memref<32xf32>, memref<32xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_17[%c0_1], %c32 : memref<1xi32>
    %alloc_18 = memref.alloc() : memref<2x1x32xf32, 2>
    %alloc_19 = memref.alloc() : memref<2x1xi32>
    affine.dma_start %arg2[%c0, 0], %alloc_18[%c0 mod 2, 0, 0], %alloc_19[%c0 mod 2, 0], %c32_2 : memref<16x32xf32>, memref<2x1x32xf32, 2>, memref<2x1xi32>
    affine.for %arg5 = 1 to 16 {
      affine.dma_start %arg2[%arg5, 0], %alloc_18[%arg5 mod 2, 0, 0], %alloc_19[%arg5 mod 2, 0], %c32_2 : memref<16x32xf32>, memref<2x1x32xf32, 2>, memref<2x1xi32>
      %7 = affine.apply #map(%arg5)
      %8 = affine.apply #map1(%7)
      %9 = affine.apply #map1(%7)
      %10 = affine.apply #map2(%7)
      affine.dma_wait %alloc_19[%7 mod 2, 0], %c32_2 : memref<2x1xi32>
      %11 = affine.for %arg6 = 0 to 32 iter_args(%arg7 = %cst) -> (f32) {
        %13 = affine.load %alloc_18[%7 mod 2, 0, %arg6] : memref<2x1x32xf32, 2>
        %14 = affine.load %alloc_16[%arg6] : memref<32xf32, 2>
        %15 = arith.mulf %13, %14 : f32
        %16 = arith.addf %arg7, %15 : f32
        affine.yield %16 : f32
      }
      %alloc_22 = memref.alloc() : memref<1xf32, 2>
      %alloc_23 = memref.alloc() : memref<1xi32>
      affine.store %11, %alloc_22[0] : memref<1xf32, 2>
      %12 = affine.apply #map2(%7)
      affine.dma_start %alloc_22[%c0_0], %arg4[%7], %alloc_23[%c0_0], %c1 : memref<1xf32, 2>, memref<16xf32>, memref<1xi32>
      affine.dma_wait %alloc_23[%c0_0], %c1 : memref<1xi32>
      memref.dealloc %alloc_23 : memref<1xi32>
      memref.dealloc %alloc_22 : memref<1xf32, 2>
    }
    %1 = affine.apply #map(%c16)
    %2 = affine.apply #map1(%1)
    %3 = affine.apply #map1(%1)
    %4 = affine.apply #map2(%1)
    affine.dma_wait %alloc_19[%1 mod 2, 0], %c32_2 : memref<2x1xi32>
    %5 = affine.for %arg5 = 0 to 32 iter_args(%arg6 = %cst) -> (f32) {
      %7 = affine.load %alloc_18[%1 mod 2, 0, %arg5] : memref<2x1x32xf32, 2>
      %8 = affine.load %alloc_16[%arg5] : memref<32xf32, 2>
      %9 = arith.mulf %7, %8 : f32
      %10 = arith.addf %arg6, %9 : f32
      affine.yield %10 : f32
    }
    %alloc_20 = memref.alloc() : memref<1xf32, 2>
    %alloc_21 = memref.alloc() : memref<1xi32>
    affine.store %5, %alloc_20[0] : memref<1xf32, 2>
    %6 = affine.apply #map2(%1)
    affine.dma_start %alloc_20[%c0_0], %arg4[%1], %alloc_21[%c0_0], %c1 : memref<1xf32, 2>, memref<16xf32>, memref<1xi32>
    affine.dma_wait %alloc_21[%c0_0], %c1 : memref<1xi32>
    memref.dealloc %alloc_21 : memref<1xi32>
    memref.dealloc %alloc_20 : memref<1xf32, 2>
    memref.dealloc %alloc_19 : memref<2x1xi32>
    memref.dealloc %alloc_18 : memref<2x1x32xf32, 2>
    memref.dealloc %alloc_17 : memref<1xi32>
    memref.dealloc %alloc_16 : memref<32xf32, 2>
    return
  }
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c0_1 = arith.constant 0 : index
    %c32_2 = arith.constant 32 : index
    %c0_3 = arith.constant 0 : index
    %c32_4 = arith.constant 32 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<32xf32>
    %alloc_7 = memref.alloc() : memref<32xf32>
    %alloc_8 = memref.alloc() : memref<16x32xf32>
    %alloc_9 = memref.alloc() : memref<1xf32>
    %alloc_10 = memref.alloc() : memref<16xf32>
    %alloc_11 = memref.alloc() : memref<32xf32, 2>
    %alloc_12 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 32 {
      %0 = affine.apply #map3(%arg0)
      %1 = arith.index_cast %0 : index to i64
      %2 = arith.sitofp %1 : i64 to f32
      affine.store %2, %alloc_11[%arg0] : memref<32xf32, 2>
    }
    affine.dma_start %alloc_11[%c0_5], %alloc[%c0_5], %alloc_12[%c0_5], %c32_4 : memref<32xf32, 2>, memref<32xf32>, memref<1xi32>
    affine.dma_wait %alloc_12[%c0_5], %c32_4 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<32xf32, 2>
    %alloc_13 = memref.alloc() : memref<32xf32, 2>
    %alloc_14 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 32 {
      %0 = affine.apply #map4(%arg0)
      %1 = arith.index_cast %0 : index to i64
      %2 = arith.sitofp %1 : i64 to f32
      affine.store %2, %alloc_13[%arg0] : memref<32xf32, 2>
    }
    affine.dma_start %alloc_13[%c0_3], %alloc_7[%c0_3], %alloc_14[%c0_3], %c32_2 : memref<32xf32, 2>, memref<32xf32>, memref<1xi32>
    affine.dma_wait %alloc_14[%c0_3], %c32_2 : memref<1xi32>
    memref.dealloc %alloc_14 : memref<1xi32>
    memref.dealloc %alloc_13 : memref<32xf32, 2>
    affine.for %arg0 = 0 to 16 {
      %alloc_20 = memref.alloc() : memref<1x32xf32, 2>
      %alloc_21 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 32 {
        %1 = affine.apply #map5(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        affine.store %3, %alloc_20[0, %arg1] : memref<1x32xf32, 2>
      }
      %0 = affine.apply #map2(%arg0)
      affine.dma_start %alloc_20[%c0_1, %c0_1], %alloc_8[%arg0, 0], %alloc_21[%c0_1], %c32 : memref<1x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
      affine.dma_wait %alloc_21[%c0_1], %c32 : memref<1xi32>
      memref.dealloc %alloc_21 : memref<1xi32>
      memref.dealloc %alloc_20 : memref<1x32xf32, 2>
    }
    %alloc_15 = memref.alloc() : memref<1xf32, 2>
    %alloc_16 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 1 {
      affine.store %cst, %alloc_15[%arg0] : memref<1xf32, 2>
    }
    affine.dma_start %alloc_15[%c0_0], %alloc_9[%c0_0], %alloc_16[%c0_0], %c1 : memref<1xf32, 2>, memref<1xf32>, memref<1xi32>
    affine.dma_wait %alloc_16[%c0_0], %c1 : memref<1xi32>
    memref.dealloc %alloc_16 : memref<1xi32>
    memref.dealloc %alloc_15 : memref<1xf32, 2>
    %alloc_17 = memref.alloc() : memref<16xf32, 2>
    %alloc_18 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.store %cst, %alloc_17[%arg0] : memref<16xf32, 2>
    }
    affine.dma_start %alloc_17[%c0], %alloc_10[%c0], %alloc_18[%c0], %c16 : memref<16xf32, 2>, memref<16xf32>, memref<1xi32>
    affine.dma_wait %alloc_18[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_18 : memref<1xi32>
    memref.dealloc %alloc_17 : memref<16xf32, 2>
    call @kernel(%alloc, %alloc_7, %alloc_8, %alloc_9, %alloc_10) : (memref<32xf32>, memref<32xf32>, memref<16x32xf32>, memref<1xf32>, memref<16xf32>) -> ()
    %cast = memref.cast %alloc_9 : memref<1xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_19 = memref.cast %alloc_10 : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%cast_19) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<32xf32>
    memref.dealloc %alloc_7 : memref<32xf32>
    memref.dealloc %alloc_8 : memref<16x32xf32>
    memref.dealloc %alloc_9 : memref<1xf32>
    memref.dealloc %alloc_10 : memref<16xf32>
    return
  }
}


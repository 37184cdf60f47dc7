#map = affine_map<(d0) -> ((d0 * 5) mod 9)>
#map1 = affine_map<(d0) -> ((d0 * 3) mod 7)>
#map2 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<32xf32>, %arg1: memref<32xf32>, %arg2: memref<16x32xf32>, %arg3: memref<1xf32>, %arg4: memref<16xf32>) {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c0_0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c32_3 = arith.constant 32 : index
    %c0_4 = arith.constant 0 : index
    %c32_5 = arith.constant 32 : index
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<32xf32, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_6], %alloc[%c0_6], %alloc_8[%c0_6], %c32_5 : memref<32xf32>, memref<32xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0_6], %c32_5 : memref<1xi32>
    %alloc_9 = memref.alloc() : memref<32xf32, 2>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_4], %alloc_9[%c0_4], %alloc_10[%c0_4], %c32_3 : memref<32xf32>, memref<32xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0_4], %c32_3 : memref<1xi32>
    %0 = affine.for %arg5 = 0 to 32 iter_args(%arg6 = %cst) -> (f32) {
      %1 = affine.load %alloc[%arg5] : memref<32xf32, 2>
      %2 = affine.load %alloc_9[%arg5] : memref<32xf32, 2>
      %3 = arith.mulf %1, %2 : f32
      %4 = arith.addf %arg6, %3 : f32
      affine.yield %4 : f32
    }
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<32xf32, 2>
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc : memref<32xf32, 2>
    %alloc_11 = memref.alloc() : memref<1xf32, 2>
    %alloc_12 = memref.alloc() : memref<1xi32>
    affine.store %0, %alloc_11[0] : memref<1xf32, 2>
    affine.dma_start %alloc_11[%c0_2], %arg3[%c0_2], %alloc_12[%c0_2], %c1 : memref<1xf32, 2>, memref<1xf32>, memref<1xi32>
    affine.dma_wait %alloc_12[%c0_2], %c1 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<1xf32, 2>
    %alloc_13 = memref.alloc() : memref<16x32xf32, 2>
    %alloc_14 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg2[%c0_1, %c0_1], %alloc_13[%c0_1, %c0_1], %alloc_14[%c0_1], %c512 : memref<16x32xf32>, memref<16x32xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_14[%c0_1], %c512 : memref<1xi32>
    %alloc_15 = memref.alloc() : memref<32xf32, 2>
    %alloc_16 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_0], %alloc_15[%c0_0], %alloc_16[%c0_0], %c32 : memref<32xf32>, memref<32xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_16[%c0_0], %c32 : memref<1xi32>
    %alloc_17 = memref.alloc() : memref<16xf32, 2>
    %alloc_18 = memref.alloc() : memref<1xi32>
    affine.for %arg5 = 0 to 16 {
      %1 = affine.for %arg6 = 0 to 32 iter_args(%arg7 = %cst) -> (f32) {
        %2 = affine.load %alloc_13[%arg5, %arg6] : memref<16x32xf32, 2>
        %3 = affine.load %alloc_15[%arg6] : memref<32xf32, 2>
        %4 = arith.mulf %2, %3 : f32
        %5 = arith.addf %arg7, %4 : f32
        affine.yield %5 : f32
      }
      affine.store %1, %alloc_17[%arg5] : memref<16xf32, 2>
    }
    affine.dma_start %alloc_17[%c0], %arg4[%c0], %alloc_18[%c0], %c16 : memref<16xf32, 2>, memref<16xf32>, memref<1xi32>
    affine.dma_wait %alloc_18[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_18 : memref<1xi32>
    memref.dealloc %alloc_17 : memref<16xf32, 2>
    memref.dealloc %alloc_16 : memref<1xi32>
    memref.dealloc %alloc_15 : memref<32xf32, 2>
    memref.dealloc %alloc_14 : memref<1xi32>
    memref.dealloc %alloc_13 : memref<16x32xf32, 2>
    return
  }
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c0_1 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c0_2 = arith.constant 0 : index
    %c32_3 = arith.constant 32 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<32xf32>
    %alloc_6 = memref.alloc() : memref<32xf32>
    %alloc_7 = memref.alloc() : memref<16x32xf32>
    %alloc_8 = memref.alloc() : memref<1xf32>
    %alloc_9 = memref.alloc() : memref<16xf32>
    %alloc_10 = memref.alloc() : memref<32xf32, 2>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 32 {
      %0 = affine.apply #map(%arg0)
      %1 = arith.index_cast %0 : index to i64
      %2 = arith.sitofp %1 : i64 to f32
      affine.store %2, %alloc_10[%arg0] : memref<32xf32, 2>
    }
    affine.dma_start %alloc_10[%c0_4], %alloc[%c0_4], %alloc_11[%c0_4], %c32_3 : memref<32xf32, 2>, memref<32xf32>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0_4], %c32_3 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<32xf32, 2>
    %alloc_12 = memref.alloc() : memref<32xf32, 2>
    %alloc_13 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 32 {
      %0 = affine.apply #map1(%arg0)
      %1 = arith.index_cast %0 : index to i64
      %2 = arith.sitofp %1 : i64 to f32
      affine.store %2, %alloc_12[%arg0] : memref<32xf32, 2>
    }
    affine.dma_start %alloc_12[%c0_2], %alloc_6[%c0_2], %alloc_13[%c0_2], %c32 : memref<32xf32, 2>, memref<32xf32>, memref<1xi32>
    affine.dma_wait %alloc_13[%c0_2], %c32 : memref<1xi32>
    memref.dealloc %alloc_13 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<32xf32, 2>
    %alloc_14 = memref.alloc() : memref<16x32xf32, 2>
    %alloc_15 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 32 {
        %0 = affine.apply #map2(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_14[%arg0, %arg1] : memref<16x32xf32, 2>
      }
    }
    affine.dma_start %alloc_14[%c0_1, %c0_1], %alloc_7[%c0_1, %c0_1], %alloc_15[%c0_1], %c512 : memref<16x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
    affine.dma_wait %alloc_15[%c0_1], %c512 : memref<1xi32>
    memref.dealloc %alloc_15 : memref<1xi32>
    memref.dealloc %alloc_14 : memref<16x32xf32, 2>
    %alloc_16 = memref.alloc() : memref<1xf32, 2>
    %alloc_17 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 1 {
      affine.store %cst, %alloc_16[%arg0] : memref<1xf32, 2>
    }
    affine.dma_start %alloc_16[%c0_0], %alloc_8[%c0_0], %alloc_17[%c0_0], %c1 : memref<1xf32, 2>, memref<1xf32>, memref<1xi32>
    affine.dma_wait %alloc_17[%c0_0], %c1 : memref<1xi32>
    memref.dealloc %alloc_17 : memref<1xi32>
    memref.dealloc %alloc_16 : memref<1xf32, 2>
    %alloc_18 = memref.alloc() : memref<16xf32, 2>
    %alloc_19 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.store %cst, %alloc_18[%arg0] : memref<16xf32, 2>
    }
    affine.dma_start %alloc_18[%c0], %alloc_9[%c0], %alloc_19[%c0], %c16 : memref<16xf32, 2>, memref<16xf32>, memref<1xi32>
    affine.dma_wait %alloc_19[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_19 : memref<1xi32>
    memref.dealloc %alloc_18 : memref<16xf32, 2>
    call @kernel(%alloc, %alloc_6, %alloc_7, %alloc_8, %alloc_9) : (memref<32xf32>, memref<32xf32>, memref<16x32xf32>, memref<1xf32>, memref<16xf32>) -> ()
    %cast = memref.cast %alloc_8 : memref<1xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_20 = memref.cast %alloc_9 : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%cast_20) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<32xf32>
    memref.dealloc %alloc_6 : memref<32xf32>
    memref.dealloc %alloc_7 : memref<16x32xf32>
    memref.dealloc %alloc_8 : memref<1xf32>
    memref.dealloc %alloc_9 : memref<16xf32>
    return
  }
}


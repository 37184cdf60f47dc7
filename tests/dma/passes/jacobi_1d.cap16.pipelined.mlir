#map = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 5) mod 9)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x32xf32>, %arg1: memref<16x32xf32>) {
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c480 = arith.constant 480 : index
    %c32 = arith.constant 32 : index
    %c30 = arith.constant 30 : index
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c480_2 = arith.constant 480 : index
    %c32_3 = arith.constant 32 : index
    %c30_4 = arith.constant 30 : index
    %c0_5 = arith.constant 0 : index
    %c512_6 = arith.constant 512 : index
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %cst = arith.constant 5.000000e-01 : f32
    %alloc = memref.alloc() : memref<16x32xf32, 2>
    %alloc_9 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_7, %c0_7], %alloc[%c0_7, %c0_7], %alloc_9[%c0_7], %c512_6 : memref<16x32xf32>, memref<16x32xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0_7], %c512_6 : memref<1xi32>
    %alloc_10 = memref.alloc() : memref<16x30xf32, 2>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_5, %c1_1], %alloc_10[%c0_5, %c0_5], %alloc_11[%c0_5], %c480_2, %c32_3, %c30_4 : memref<16x32xf32>, memref<16x30xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0_5], %c480_2 : memref<1xi32>
    %alloc_12 = memref.alloc() : memref<1xi32>
    %alloc_13 = memref.alloc() : memref<1xi32>
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to 4 {
        affine.for %arg4 = 1 to 31 {
          %0 = affine.load %alloc[%arg2, %arg4 - 1] : memref<16x32xf32, 2>
          %1 = affine.load %alloc[%arg2, %arg4] : memref<16x32xf32, 2>
          %2 = affine.load %alloc[%arg2, %arg4 + 1] : memref<16x32xf32, 2>
          %3 = arith.addf %0, %1 : f32
          %4 = arith.addf %3, %2 : f32
          %5 = arith.mulf %4, %cst : f32
          affine.store %5, %alloc_10[%arg2, %arg4 - 1] : memref<16x30xf32, 2>
        }
        affine.for %arg4 = 1 to 31 {
          %0 = affine.load %alloc_10[%arg2, %arg4 - 1] : memref<16x30xf32, 2>
          affine.store %0, %alloc[%arg2, %arg4] : memref<16x32xf32, 2>
        }
      }
    }
    affine.dma_start %alloc[%c0, %c0], %arg0[%c0, %c0], %alloc_13[%c0], %c512 : memref<16x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
    affine.dma_wait %alloc_13[%c0], %c512 : memref<1xi32>
    memref.dealloc %alloc_13 : memref<1xi32>
    affine.dma_start %alloc_10[%c0_0, %c0_0], %arg1[%c0_0, %c1], %alloc_12[%c0_0], %c480, %c32, %c30 : memref<16x30xf32, 2>, memref<16x32xf32>, memref<1xi32>
    affine.dma_wait %alloc_12[%c0_0], %c480 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<16x30xf32, 2>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc : memref<16x32xf32, 2>
    return
  }
  func.func @main() {
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %c512_0 = arith.constant 512 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x32xf32>
    %alloc_3 = memref.alloc() : memref<16x32xf32>
    %alloc_4 = memref.alloc() : memref<16x32xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 32 {
        %0 = affine.apply #map(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_4[%arg0, %arg1] : memref<16x32xf32, 2>
      }
    }
    affine.dma_start %alloc_4[%c0_1, %c0_1], %alloc[%c0_1, %c0_1], %alloc_5[%c0_1], %c512_0 : memref<16x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_1], %c512_0 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<16x32xf32, 2>
    %alloc_6 = memref.alloc() : memref<16x32xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 32 {
        affine.store %cst, %alloc_6[%arg0, %arg1] : memref<16x32xf32, 2>
      }
    }
    affine.dma_start %alloc_6[%c0, %c0], %alloc_3[%c0, %c0], %alloc_7[%c0], %c512 : memref<16x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c512 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<16x32xf32, 2>
    call @kernel(%alloc, %alloc_3) : (memref<16x32xf32>, memref<16x32xf32>) -> ()
    %cast = memref.cast %alloc : memref<16x32xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_8 = memref.cast %alloc_3 : memref<16x32xf32> to memref<*xf32>
    call @printMemrefF32(%cast_8) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16x32xf32>
    memref.dealloc %alloc_3 : memref<16x32xf32>
    return
  }
}


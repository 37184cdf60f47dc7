#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1 - 1)>
#map3 = affine_map<(d0, d1) -> (d1 + 1)>
#map4 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 5) mod 9)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x32xf32>, %arg1: memref<16x32xf32>) {
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c30 = arith.constant 30 : index
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c30_2 = arith.constant 30 : index
    %c0_3 = arith.constant 0 : index
    %c32_4 = arith.constant 32 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %cst = arith.constant 5.000000e-01 : f32
    affine.for %arg2 = 0 to 16 {
      %0 = affine.apply #map(%arg2)
      %alloc = memref.alloc() : memref<1x32xf32, 2>
      %alloc_7 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg0[%arg2, 0], %alloc[%c0_5, %c0_5], %alloc_7[%c0_5], %c32_4 : memref<16x32xf32>, memref<1x32xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_7[%c0_5], %c32_4 : memref<1xi32>
      %1 = affine.apply #map(%arg2)
      %alloc_8 = memref.alloc() : memref<1x30xf32, 2>
      %alloc_9 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg1[%arg2, 1], %alloc_8[%c0_3, %c0_3], %alloc_9[%c0_3], %c30_2 : memref<16x32xf32>, memref<1x30xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_9[%c0_3], %c30_2 : memref<1xi32>
      %alloc_10 = memref.alloc() : memref<1xi32>
      %alloc_11 = memref.alloc() : memref<1xi32>
      affine.for %arg3 = 0 to 4 {
        affine.for %arg4 = 1 to 31 {
          %4 = affine.apply #map1(%arg2, %arg4)
          %5 = affine.apply #map2(%arg2, %arg4)
          %6 = affine.load %alloc[0, %arg4 - 1] : memref<1x32xf32, 2>
          %7 = affine.load %alloc[0, %arg4] : memref<1x32xf32, 2>
          %8 = affine.apply #map1(%arg2, %arg4)
          %9 = affine.apply #map3(%arg2, %arg4)
          %10 = affine.load %alloc[0, %arg4 + 1] : memref<1x32xf32, 2>
          %11 = arith.addf %6, %7 : f32
          %12 = arith.addf %11, %10 : f32
          %13 = arith.mulf %12, %cst : f32
          affine.store %13, %alloc_8[0, %arg4 - 1] : memref<1x30xf32, 2>
        }
        affine.for %arg4 = 1 to 31 {
          %4 = affine.load %alloc_8[0, %arg4 - 1] : memref<1x30xf32, 2>
          affine.store %4, %alloc[0, %arg4] : memref<1x32xf32, 2>
        }
      }
      %2 = affine.apply #map(%arg2)
      %3 = affine.apply #map(%arg2)
      affine.dma_start %alloc[%c0, %c0], %arg0[%arg2, 0], %alloc_11[%c0], %c32 : memref<1x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
      affine.dma_wait %alloc_11[%c0], %c32 : memref<1xi32>
      memref.dealloc %alloc_11 : memref<1xi32>
      affine.dma_start %alloc_8[%c0_0, %c0_0], %arg1[%arg2, 1], %alloc_10[%c0_0], %c30 : memref<1x30xf32, 2>, memref<16x32xf32>, memref<1xi32>
      affine.dma_wait %alloc_10[%c0_0], %c30 : memref<1xi32>
      memref.dealloc %alloc_10 : memref<1xi32>
      memref.dealloc %alloc_9 : memref<1xi32>
      memref.dealloc %alloc_8 : memref<1x30xf32, 2>
      memref.dealloc %alloc_7 : memref<1xi32>
      memref.dealloc %alloc : memref<1x32xf32, 2>
    }
    return
  }
  func.func @main() {
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c32_0 = arith.constant 32 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x32xf32>
    %alloc_3 = memref.alloc() : memref<16x32xf32>
    affine.for %arg0 = 0 to 16 {
      %alloc_5 = memref.alloc() : memref<1x32xf32, 2>
      %alloc_6 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 32 {
        %1 = affine.apply #map4(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        affine.store %3, %alloc_5[0, %arg1] : memref<1x32xf32, 2>
      }
      %0 = affine.apply #map(%arg0)
      affine.dma_start %alloc_5[%c0_1, %c0_1], %alloc[%arg0, 0], %alloc_6[%c0_1], %c32_0 : memref<1x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
      affine.dma_wait %alloc_6[%c0_1], %c32_0 : memref<1xi32>
      memref.dealloc %alloc_6 : memref<1xi32>
      memref.dealloc %alloc_5 : memref<1x32xf32, 2>
    }
    affine.for %arg0 = 0 to 16 {
      %alloc_5 = memref.alloc() : memref<1x32xf32, 2>
      %alloc_6 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 32 {
        affine.store %cst, %alloc_5[0, %arg1] : memref<1x32xf32, 2>
      }
      %0 = affine.apply #map(%arg0)
      affine.dma_start %alloc_5[%c0, %c0], %alloc_3[%arg0, 0], %alloc_6[%c0], %c32 : memref<1x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
      affine.dma_wait %alloc_6[%c0], %c32 : memref<1xi32>
      memref.dealloc %alloc_6 : memref<1xi32>
      memref.dealloc %alloc_5 : memref<1x32xf32, 2>
    }
    call @kernel(%alloc, %alloc_3) : (memref<16x32xf32>, memref<16x32xf32>) -> ()
    %cast = memref.cast %alloc : memref<16x32xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_4 = memref.cast %alloc_3 : memref<16x32xf32> to memref<*xf32>
    call @printMemrefF32(%cast_4) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16x32xf32>
    memref.dealloc %alloc_3 : memref<16x32xf32>
    return
  }
}


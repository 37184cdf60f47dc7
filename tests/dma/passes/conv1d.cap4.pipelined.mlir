#map = affine_map<(d0) -> ((d0 * 5) mod 9)>
#map1 = affine_map<(d0, d1) -> ((d0 * 3 + d1 * 2 + 1) mod 5)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<36xf32>, %arg1: memref<16x5xf32>, %arg2: memref<16x32xf32>) {
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %c512_0 = arith.constant 512 : index
    %c0_1 = arith.constant 0 : index
    %c80 = arith.constant 80 : index
    %c0_2 = arith.constant 0 : index
    %c36 = arith.constant 36 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<36xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_3], %alloc[%c0_3], %alloc_5[%c0_3], %c36 : memref<36xf32>, memref<36xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_3], %c36 : memref<1xi32>
    %alloc_6 = memref.alloc() : memref<16x5xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_2, %c0_2], %alloc_6[%c0_2, %c0_2], %alloc_7[%c0_2], %c80 : memref<16x5xf32>, memref<16x5xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0_2], %c80 : memref<1xi32>
    %alloc_8 = memref.alloc() : memref<16x32xf32, 2>
    %alloc_9 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg2[%c0_1, %c0_1], %alloc_8[%c0_1, %c0_1], %alloc_9[%c0_1], %c512_0 : memref<16x32xf32>, memref<16x32xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0_1], %c512_0 : memref<1xi32>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.for %arg3 = 0 to 16 {
      affine.for %arg4 = 0 to 32 {
        affine.for %arg5 = 0 to 5 {
          %0 = affine.load %alloc[%arg4 + %arg5] : memref<36xf32, 2>
          %1 = affine.load %alloc_6[%arg3, %arg5] : memref<16x5xf32, 2>
          %2 = affine.load %alloc_8[%arg3, %arg4] : memref<16x32xf32, 2>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %alloc_8[%arg3, %arg4] : memref<16x32xf32, 2>
        }
      }
    }
    affine.dma_start %alloc_8[%c0, %c0], %arg2[%c0, %c0], %alloc_10[%c0], %c512 : memref<16x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0], %c512 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<16x32xf32, 2>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<16x5xf32, 2>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc : memref<36xf32, 2>
    return
  }
  func.func @main() {
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %c80 = arith.constant 80 : index
    %c0_0 = arith.constant 0 : index
    %c36 = arith.constant 36 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<36xf32>
    %alloc_3 = memref.alloc() : memref<16x5xf32>
    %alloc_4 = memref.alloc() : memref<16x32xf32>
    %alloc_5 = memref.alloc() : memref<36xf32, 2>
    %alloc_6 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 36 {
      %0 = affine.apply #map(%arg0)
      %1 = arith.index_cast %0 : index to i64
      %2 = arith.sitofp %1 : i64 to f32
      affine.store %2, %alloc_5[%arg0] : memref<36xf32, 2>
    }
    affine.dma_start %alloc_5[%c0_1], %alloc[%c0_1], %alloc_6[%c0_1], %c36 : memref<36xf32, 2>, memref<36xf32>, memref<1xi32>
    affine.dma_wait %alloc_6[%c0_1], %c36 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<36xf32, 2>
    %alloc_7 = memref.alloc() : memref<16x5xf32, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 5 {
        %0 = affine.apply #map1(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_7[%arg0, %arg1] : memref<16x5xf32, 2>
      }
    }
    affine.dma_start %alloc_7[%c0_0, %c0_0], %alloc_3[%c0_0, %c0_0], %alloc_8[%c0_0], %c80 : memref<16x5xf32, 2>, memref<16x5xf32>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0_0], %c80 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<16x5xf32, 2>
    %alloc_9 = memref.alloc() : memref<16x32xf32, 2>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 32 {
        affine.store %cst, %alloc_9[%arg0, %arg1] : memref<16x32xf32, 2>
      }
    }
    affine.dma_start %alloc_9[%c0, %c0], %alloc_4[%c0, %c0], %alloc_10[%c0], %c512 : memref<16x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0], %c512 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<16x32xf32, 2>
    call @kernel(%alloc, %alloc_3, %alloc_4) : (memref<36xf32>, memref<16x5xf32>, memref<16x32xf32>) -> ()
    %cast = memref.cast %alloc_4 : memref<16x32xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<36xf32>
    memref.dealloc %alloc_3 : memref<16x5xf32>
    memref.dealloc %alloc_4 : memref<16x32xf32>
    return
  }
}


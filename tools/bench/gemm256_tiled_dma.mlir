// make bench (DMA cost): gemm256_tiled.mlir after mlir-opt-22 -affine-data-copy-generate="generate-dma=true
// fast-mem-space=2 fast-mem-capacity=16": the tiles move by affine.dma_start/dma_wait.
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0 + 32)>
module {
  func.func @gemm(%arg0: memref<256x256xf32>, %arg1: memref<256x256xf32>, %arg2: memref<256x256xf32>) {
    %c1024 = arith.constant 1024 : index
    %c256 = arith.constant 256 : index
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c1024_0 = arith.constant 1024 : index
    %c256_1 = arith.constant 256 : index
    %c32_2 = arith.constant 32 : index
    %c0_3 = arith.constant 0 : index
    %c1024_4 = arith.constant 1024 : index
    %c256_5 = arith.constant 256 : index
    %c32_6 = arith.constant 32 : index
    %c0_7 = arith.constant 0 : index
    %c1024_8 = arith.constant 1024 : index
    %c256_9 = arith.constant 256 : index
    %c32_10 = arith.constant 32 : index
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    affine.for %arg3 = 0 to 256 step 32 {
      affine.for %arg4 = 0 to 256 step 32 {
        %0 = affine.apply #map(%arg3, %arg4)
        %1 = affine.apply #map1(%arg3, %arg4)
        %alloc = memref.alloc() : memref<32x32xf32, 2>
        %alloc_13 = memref.alloc() : memref<1xi32>
        affine.dma_start %arg2[%arg3, %arg4], %alloc[%c0_3, %c0_3], %alloc_13[%c0_3], %c1024_0, %c256_1, %c32_2 : memref<256x256xf32>, memref<32x32xf32, 2>, memref<1xi32>
        affine.dma_wait %alloc_13[%c0_3], %c1024_0 : memref<1xi32>
        %alloc_14 = memref.alloc() : memref<1xi32>
        affine.for %arg5 = 0 to 256 step 32 {
          %4 = affine.apply #map(%arg3, %arg5)
          %5 = affine.apply #map1(%arg3, %arg5)
          %alloc_15 = memref.alloc() : memref<32x32xf32, 2>
          %alloc_16 = memref.alloc() : memref<1xi32>
          affine.dma_start %arg0[%arg3, %arg5], %alloc_15[%c0_11, %c0_11], %alloc_16[%c0_11], %c1024_8, %c256_9, %c32_10 : memref<256x256xf32>, memref<32x32xf32, 2>, memref<1xi32>
          affine.dma_wait %alloc_16[%c0_11], %c1024_8 : memref<1xi32>
          %6 = affine.apply #map(%arg5, %arg4)
          %7 = affine.apply #map1(%arg5, %arg4)
          %alloc_17 = memref.alloc() : memref<32x32xf32, 2>
          %alloc_18 = memref.alloc() : memref<1xi32>
          affine.dma_start %arg1[%arg5, %arg4], %alloc_17[%c0_7, %c0_7], %alloc_18[%c0_7], %c1024_4, %c256_5, %c32_6 : memref<256x256xf32>, memref<32x32xf32, 2>, memref<1xi32>
          affine.dma_wait %alloc_18[%c0_7], %c1024_4 : memref<1xi32>
          affine.for %arg6 = #map2(%arg3) to #map3(%arg3) {
            affine.for %arg7 = #map2(%arg4) to #map3(%arg4) {
              affine.for %arg8 = #map2(%arg5) to #map3(%arg5) {
                %8 = affine.load %alloc_15[-%arg3 + %arg6, -%arg5 + %arg8] : memref<32x32xf32, 2>
                %9 = affine.load %alloc_17[-%arg5 + %arg8, -%arg4 + %arg7] : memref<32x32xf32, 2>
                %10 = affine.load %alloc[-%arg3 + %arg6, -%arg4 + %arg7] : memref<32x32xf32, 2>
                %11 = arith.mulf %8, %9 : f32
                %12 = arith.addf %10, %11 : f32
                affine.store %12, %alloc[-%arg3 + %arg6, -%arg4 + %arg7] : memref<32x32xf32, 2>
              }
            }
          }
          memref.dealloc %alloc_18 : memref<1xi32>
          memref.dealloc %alloc_17 : memref<32x32xf32, 2>
          memref.dealloc %alloc_16 : memref<1xi32>
          memref.dealloc %alloc_15 : memref<32x32xf32, 2>
        }
        %2 = affine.apply #map(%arg3, %arg4)
        %3 = affine.apply #map1(%arg3, %arg4)
        affine.dma_start %alloc[%c0, %c0], %arg2[%arg3, %arg4], %alloc_14[%c0], %c1024, %c256, %c32 : memref<32x32xf32, 2>, memref<256x256xf32>, memref<1xi32>
        affine.dma_wait %alloc_14[%c0], %c1024 : memref<1xi32>
        memref.dealloc %alloc_14 : memref<1xi32>
        memref.dealloc %alloc_13 : memref<1xi32>
        memref.dealloc %alloc : memref<32x32xf32, 2>
      }
    }
    return
  }
  func.func @main() {
    %c33024 = arith.constant 33024 : index
    %c256 = arith.constant 256 : index
    %c129 = arith.constant 129 : index
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %c256_0 = arith.constant 256 : index
    %c32 = arith.constant 32 : index
    %c0_1 = arith.constant 0 : index
    %c1024_2 = arith.constant 1024 : index
    %c256_3 = arith.constant 256 : index
    %c32_4 = arith.constant 32 : index
    %c0_5 = arith.constant 0 : index
    %c1024_6 = arith.constant 1024 : index
    %c256_7 = arith.constant 256 : index
    %c32_8 = arith.constant 32 : index
    %c0_9 = arith.constant 0 : index
    %c0_10 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<256x256xf32>
    %alloc_11 = memref.alloc() : memref<256x256xf32>
    %alloc_12 = memref.alloc() : memref<256x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg0 = 0 to 256 step 32 {
      affine.for %arg1 = 0 to 256 step 32 {
        %alloc_15 = memref.alloc() : memref<32x32xf32, 2>
        %alloc_16 = memref.alloc() : memref<1xi32>
        %alloc_17 = memref.alloc() : memref<32x32xf32, 2>
        %alloc_18 = memref.alloc() : memref<1xi32>
        %alloc_19 = memref.alloc() : memref<32x32xf32, 2>
        %alloc_20 = memref.alloc() : memref<1xi32>
        affine.for %arg2 = #map2(%arg0) to #map3(%arg0) {
          affine.for %arg3 = #map2(%arg1) to #map3(%arg1) {
            %8 = arith.addi %arg2, %arg3 : index
            %c7 = arith.constant 7 : index
            %9 = arith.remui %8, %c7 : index
            %10 = arith.index_cast %9 : index to i32
            %11 = arith.sitofp %10 : i32 to f32
            affine.store %11, %alloc_15[-%arg0 + %arg2, -%arg1 + %arg3] : memref<32x32xf32, 2>
            affine.store %11, %alloc_17[-%arg1 + %arg3, -%arg0 + %arg2] : memref<32x32xf32, 2>
            affine.store %cst, %alloc_19[-%arg0 + %arg2, -%arg1 + %arg3] : memref<32x32xf32, 2>
          }
        }
        %2 = affine.apply #map(%arg0, %arg1)
        %3 = affine.apply #map1(%arg0, %arg1)
        %4 = affine.apply #map(%arg1, %arg0)
        %5 = affine.apply #map1(%arg1, %arg0)
        %6 = affine.apply #map(%arg0, %arg1)
        %7 = affine.apply #map1(%arg0, %arg1)
        affine.dma_start %alloc_19[%c0_1, %c0_1], %alloc_12[%arg0, %arg1], %alloc_20[%c0_1], %c1024, %c256_0, %c32 : memref<32x32xf32, 2>, memref<256x256xf32>, memref<1xi32>
        affine.dma_wait %alloc_20[%c0_1], %c1024 : memref<1xi32>
        memref.dealloc %alloc_20 : memref<1xi32>
        memref.dealloc %alloc_19 : memref<32x32xf32, 2>
        affine.dma_start %alloc_17[%c0_5, %c0_5], %alloc_11[%arg1, %arg0], %alloc_18[%c0_5], %c1024_2, %c256_3, %c32_4 : memref<32x32xf32, 2>, memref<256x256xf32>, memref<1xi32>
        affine.dma_wait %alloc_18[%c0_5], %c1024_2 : memref<1xi32>
        memref.dealloc %alloc_18 : memref<1xi32>
        memref.dealloc %alloc_17 : memref<32x32xf32, 2>
        affine.dma_start %alloc_15[%c0_9, %c0_9], %alloc[%arg0, %arg1], %alloc_16[%c0_9], %c1024_6, %c256_7, %c32_8 : memref<32x32xf32, 2>, memref<256x256xf32>, memref<1xi32>
        affine.dma_wait %alloc_16[%c0_9], %c1024_6 : memref<1xi32>
        memref.dealloc %alloc_16 : memref<1xi32>
        memref.dealloc %alloc_15 : memref<32x32xf32, 2>
      }
    }
    call @gemm(%alloc, %alloc_11, %alloc_12) : (memref<256x256xf32>, memref<256x256xf32>, memref<256x256xf32>) -> ()
    %alloc_13 = memref.alloc() : memref<256x129xf32, 2>
    %alloc_14 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc_12[%c0, %c0], %alloc_13[%c0, %c0], %alloc_14[%c0], %c33024, %c256, %c129 : memref<256x256xf32>, memref<256x129xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_14[%c0], %c33024 : memref<1xi32>
    %0 = affine.load %alloc_13[0, 0] : memref<256x129xf32, 2>
    %1 = affine.load %alloc_13[255, 128] : memref<256x129xf32, 2>
    vector.print %0 : f32
    vector.print %1 : f32
    memref.dealloc %alloc : memref<256x256xf32>
    memref.dealloc %alloc_11 : memref<256x256xf32>
    memref.dealloc %alloc_12 : memref<256x256xf32>
    memref.dealloc %alloc_14 : memref<1xi32>
    memref.dealloc %alloc_13 : memref<256x129xf32, 2>
    return
  }
  func.func @noop() {
    %c0 = arith.constant 0 : index
    return
  }
}


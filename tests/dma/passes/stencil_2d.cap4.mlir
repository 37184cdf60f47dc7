#map = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x16xf32>, %arg1: memref<16x16xf32>) {
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c196 = arith.constant 196 : index
    %c16 = arith.constant 16 : index
    %c14 = arith.constant 14 : index
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 4.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x16xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_1, %c0_1], %alloc[%c0_1, %c0_1], %alloc_3[%c0_1], %c256 : memref<16x16xf32>, memref<16x16xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_1], %c256 : memref<1xi32>
    %alloc_4 = memref.alloc() : memref<14x14xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg2 = 1 to 15 {
      affine.for %arg3 = 1 to 15 {
        %0 = affine.load %alloc[%arg2, %arg3] : memref<16x16xf32, 2>
        %1 = affine.load %alloc[%arg2 - 1, %arg3] : memref<16x16xf32, 2>
        %2 = affine.load %alloc[%arg2 + 1, %arg3] : memref<16x16xf32, 2>
        %3 = affine.load %alloc[%arg2, %arg3 - 1] : memref<16x16xf32, 2>
        %4 = affine.load %alloc[%arg2, %arg3 + 1] : memref<16x16xf32, 2>
        %5 = arith.mulf %0, %cst : f32
        %6 = arith.subf %5, %1 : f32
        %7 = arith.subf %6, %2 : f32
        %8 = arith.subf %7, %3 : f32
        %9 = arith.subf %8, %4 : f32
        affine.store %9, %alloc_4[%arg2 - 1, %arg3 - 1] : memref<14x14xf32, 2>
      }
    }
    affine.dma_start %alloc_4[%c0, %c0], %arg1[%c1, %c1_0], %alloc_5[%c0], %c196, %c16, %c14 : memref<14x14xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0], %c196 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<14x14xf32, 2>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc : memref<16x16xf32, 2>
    return
  }
  func.func @main() {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c256_0 = arith.constant 256 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x16xf32>
    %alloc_3 = memref.alloc() : memref<16x16xf32>
    %alloc_4 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 16 {
        %0 = affine.apply #map(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_4[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    affine.dma_start %alloc_4[%c0_1, %c0_1], %alloc[%c0_1, %c0_1], %alloc_5[%c0_1], %c256_0 : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_1], %c256_0 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<16x16xf32, 2>
    %alloc_6 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 16 {
        affine.store %cst, %alloc_6[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    affine.dma_start %alloc_6[%c0, %c0], %alloc_3[%c0, %c0], %alloc_7[%c0], %c256 : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c256 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<16x16xf32, 2>
    call @kernel(%alloc, %alloc_3) : (memref<16x16xf32>, memref<16x16xf32>) -> ()
    %cast = memref.cast %alloc_3 : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16x16xf32>
    memref.dealloc %alloc_3 : memref<16x16xf32>
    return
  }
}


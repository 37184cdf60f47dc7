// Derived by tools/gen-derived-conformance from conformance/affine_memory/load_store_matmul.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefF64(memref<*xf64>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c0_0 = arith.constant 0 : index
    %c12 = arith.constant 12 : index
    %c0_1 = arith.constant 0 : index
    %c8_2 = arith.constant 8 : index
    %c0_3 = arith.constant 0 : index
    %c12_4 = arith.constant 12 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<3x4xf32>
    %alloc_7 = memref.alloc() : memref<4x2xf32>
    %alloc_8 = memref.alloc() : memref<3x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc_9 = memref.alloc() : memref<3x4xf32, 2>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 4 {
        %0 = arith.index_cast %arg0 : index to i32
        %1 = arith.index_cast %arg1 : index to i32
        %2 = arith.muli %0, %1 : i32
        %3 = arith.sitofp %2 : i32 to f32
        affine.store %3, %alloc_9[%arg0, %arg1] : memref<3x4xf32, 2>
      }
    }
    affine.dma_start %alloc_9[%c0_5, %c0_5], %alloc[%c0_5, %c0_5], %alloc_10[%c0_5], %c12_4 : memref<3x4xf32, 2>, memref<3x4xf32>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0_5], %c12_4 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<3x4xf32, 2>
    %alloc_11 = memref.alloc() : memref<4x2xf32, 2>
    %alloc_12 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 2 {
        %0 = arith.index_cast %arg0 : index to i32
        %1 = arith.index_cast %arg1 : index to i32
        %2 = arith.addi %0, %1 : i32
        %3 = arith.sitofp %2 : i32 to f32
        affine.store %3, %alloc_11[%arg0, %arg1] : memref<4x2xf32, 2>
      }
    }
    affine.dma_start %alloc_11[%c0_3, %c0_3], %alloc_7[%c0_3, %c0_3], %alloc_12[%c0_3], %c8_2 : memref<4x2xf32, 2>, memref<4x2xf32>, memref<1xi32>
    affine.dma_wait %alloc_12[%c0_3], %c8_2 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<4x2xf32, 2>
    %alloc_13 = memref.alloc() : memref<3x4xf32, 2>
    %alloc_14 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_1, %c0_1], %alloc_13[%c0_1, %c0_1], %alloc_14[%c0_1], %c12 : memref<3x4xf32>, memref<3x4xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_14[%c0_1], %c12 : memref<1xi32>
    %alloc_15 = memref.alloc() : memref<4x2xf32, 2>
    %alloc_16 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc_7[%c0_0, %c0_0], %alloc_15[%c0_0, %c0_0], %alloc_16[%c0_0], %c8 : memref<4x2xf32>, memref<4x2xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_16[%c0_0], %c8 : memref<1xi32>
    %alloc_17 = memref.alloc() : memref<3x2xf32, 2>
    %alloc_18 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 2 {
        %0 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %cst) -> (f32) {
          %1 = affine.load %alloc_13[%arg0, %arg2] : memref<3x4xf32, 2>
          %2 = affine.load %alloc_15[%arg2, %arg1] : memref<4x2xf32, 2>
          %3 = arith.mulf %1, %2 : f32
          %4 = arith.addf %arg3, %3 : f32
          affine.yield %4 : f32
        }
        affine.store %0, %alloc_17[%arg0, %arg1] : memref<3x2xf32, 2>
      }
    }
    affine.dma_start %alloc_17[%c0, %c0], %alloc_8[%c0, %c0], %alloc_18[%c0], %c6 : memref<3x2xf32, 2>, memref<3x2xf32>, memref<1xi32>
    affine.dma_wait %alloc_18[%c0], %c6 : memref<1xi32>
    memref.dealloc %alloc_18 : memref<1xi32>
    memref.dealloc %alloc_17 : memref<3x2xf32, 2>
    memref.dealloc %alloc_16 : memref<1xi32>
    memref.dealloc %alloc_15 : memref<4x2xf32, 2>
    memref.dealloc %alloc_14 : memref<1xi32>
    memref.dealloc %alloc_13 : memref<3x4xf32, 2>
    %cast = memref.cast %alloc_8 : memref<3x2xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_19 = memref.cast %alloc : memref<3x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_19) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<3x4xf32>
    memref.dealloc %alloc_7 : memref<4x2xf32>
    memref.dealloc %alloc_8 : memref<3x2xf32>
    return
  }
}


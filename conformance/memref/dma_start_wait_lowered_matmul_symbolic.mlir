// memref.dma_start / memref.dma_wait, as -lower-affine makes them of affine.dma_*: derived from
// tests/dma/passes/matmul_symbolic.cap1.pipelined.mlir (data copies with DMA, then -affine-pipeline-data-transfer)
// by mlir-opt-22 -lower-affine.  The memref forms move data as the affine forms do (MemRef.md,
// "dma_start"), so it prints what tests/dma/kernels/matmul_symbolic.mlir prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x16xf32>, %arg1: memref<16x16xf32>, %arg2: memref<16x16xf32>, %arg3: index, %arg4: index, %arg5: index) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c16_2 = arith.constant 16 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %c16_5 = arith.constant 16 : index
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %c1_9 = arith.constant 1 : index
    scf.for %arg6 = %c0_8 to %arg3 step %c1_9 {
      %alloc = memref.alloc() : memref<1x16xf32, 2>
      %alloc_10 = memref.alloc() : memref<1xi32>
      %c0_11 = arith.constant 0 : index
      memref.dma_start %arg0[%arg6, %c0_11], %alloc[%c0_6, %c0_6], %c16_5, %alloc_10[%c0_6] : memref<16x16xf32>, memref<1x16xf32, 2>, memref<1xi32>
      memref.dma_wait %alloc_10[%c0_6], %c16_5 : memref<1xi32>
      %c0_12 = arith.constant 0 : index
      %c1_13 = arith.constant 1 : index
      scf.for %arg7 = %c0_12 to %arg4 step %c1_13 {
        %alloc_14 = memref.alloc() : memref<16x1xf32, 2>
        %alloc_15 = memref.alloc() : memref<1xi32>
        %c0_16 = arith.constant 0 : index
        memref.dma_start %arg1[%c0_16, %arg7], %alloc_14[%c0_4, %c0_4], %c16, %alloc_15[%c0_4], %c16_2, %c1_3 : memref<16x16xf32>, memref<16x1xf32, 2>, memref<1xi32>
        memref.dma_wait %alloc_15[%c0_4], %c16 : memref<1xi32>
        %alloc_17 = memref.alloc() : memref<1x1xf32, 2>
        %alloc_18 = memref.alloc() : memref<1xi32>
        memref.dma_start %arg2[%arg6, %arg7], %alloc_17[%c0_1, %c0_1], %c1_0, %alloc_18[%c0_1] : memref<16x16xf32>, memref<1x1xf32, 2>, memref<1xi32>
        memref.dma_wait %alloc_18[%c0_1], %c1_0 : memref<1xi32>
        %alloc_19 = memref.alloc() : memref<1xi32>
        %c0_20 = arith.constant 0 : index
        %c1_21 = arith.constant 1 : index
        scf.for %arg8 = %c0_20 to %arg5 step %c1_21 {
          %c0_22 = arith.constant 0 : index
          %0 = memref.load %alloc[%c0_22, %arg8] : memref<1x16xf32, 2>
          %c0_23 = arith.constant 0 : index
          %1 = memref.load %alloc_14[%arg8, %c0_23] : memref<16x1xf32, 2>
          %c0_24 = arith.constant 0 : index
          %c0_25 = arith.constant 0 : index
          %2 = memref.load %alloc_17[%c0_24, %c0_25] : memref<1x1xf32, 2>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          %c0_26 = arith.constant 0 : index
          %c0_27 = arith.constant 0 : index
          memref.store %4, %alloc_17[%c0_26, %c0_27] : memref<1x1xf32, 2>
        }
        memref.dma_start %alloc_17[%c0, %c0], %arg2[%arg6, %arg7], %c1, %alloc_19[%c0] : memref<1x1xf32, 2>, memref<16x16xf32>, memref<1xi32>
        memref.dma_wait %alloc_19[%c0], %c1 : memref<1xi32>
        memref.dealloc %alloc_19 : memref<1xi32>
        memref.dealloc %alloc_18 : memref<1xi32>
        memref.dealloc %alloc_17 : memref<1x1xf32, 2>
        memref.dealloc %alloc_15 : memref<1xi32>
        memref.dealloc %alloc_14 : memref<16x1xf32, 2>
      }
      memref.dealloc %alloc_10 : memref<1xi32>
      memref.dealloc %alloc : memref<1x16xf32, 2>
    }
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
    %c12 = arith.constant 12 : index
    %c14 = arith.constant 14 : index
    %c16 = arith.constant 16 : index
    %alloc = memref.alloc() : memref<16x16xf32>
    %alloc_5 = memref.alloc() : memref<16x16xf32>
    %alloc_6 = memref.alloc() : memref<16x16xf32>
    %alloc_7 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    %c0_9 = arith.constant 0 : index
    %c16_10 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    scf.for %arg0 = %c0_9 to %c16_10 step %c1 {
      %c0_21 = arith.constant 0 : index
      %c16_22 = arith.constant 16 : index
      %c1_23 = arith.constant 1 : index
      scf.for %arg1 = %c0_21 to %c16_22 step %c1_23 {
        %c7 = arith.constant 7 : index
        %0 = arith.muli %arg0, %c7 overflow<nsw> : index
        %c3 = arith.constant 3 : index
        %1 = arith.muli %arg1, %c3 overflow<nsw> : index
        %2 = arith.addi %0, %1 : index
        %c11 = arith.constant 11 : index
        %3 = arith.remsi %2, %c11 : index
        %c0_24 = arith.constant 0 : index
        %4 = arith.cmpi slt, %3, %c0_24 : index
        %5 = arith.addi %3, %c11 : index
        %6 = arith.select %4, %5, %3 : index
        %7 = arith.index_cast %6 : index to i64
        %8 = arith.sitofp %7 : i64 to f32
        memref.store %8, %alloc_7[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    memref.dma_start %alloc_7[%c0_3, %c0_3], %alloc[%c0_3, %c0_3], %c256_2, %alloc_8[%c0_3] : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    memref.dma_wait %alloc_8[%c0_3], %c256_2 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<16x16xf32, 2>
    %alloc_11 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_12 = memref.alloc() : memref<1xi32>
    %c0_13 = arith.constant 0 : index
    %c16_14 = arith.constant 16 : index
    %c1_15 = arith.constant 1 : index
    scf.for %arg0 = %c0_13 to %c16_14 step %c1_15 {
      %c0_21 = arith.constant 0 : index
      %c16_22 = arith.constant 16 : index
      %c1_23 = arith.constant 1 : index
      scf.for %arg1 = %c0_21 to %c16_22 step %c1_23 {
        %c5 = arith.constant 5 : index
        %0 = arith.muli %arg0, %c5 overflow<nsw> : index
        %c2 = arith.constant 2 : index
        %1 = arith.muli %arg1, %c2 overflow<nsw> : index
        %2 = arith.addi %0, %1 : index
        %c7 = arith.constant 7 : index
        %3 = arith.remsi %2, %c7 : index
        %c0_24 = arith.constant 0 : index
        %4 = arith.cmpi slt, %3, %c0_24 : index
        %5 = arith.addi %3, %c7 : index
        %6 = arith.select %4, %5, %3 : index
        %7 = arith.index_cast %6 : index to i64
        %8 = arith.sitofp %7 : i64 to f32
        memref.store %8, %alloc_11[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    memref.dma_start %alloc_11[%c0_1, %c0_1], %alloc_5[%c0_1, %c0_1], %c256_0, %alloc_12[%c0_1] : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    memref.dma_wait %alloc_12[%c0_1], %c256_0 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<16x16xf32, 2>
    %alloc_16 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_17 = memref.alloc() : memref<1xi32>
    %c0_18 = arith.constant 0 : index
    %c16_19 = arith.constant 16 : index
    %c1_20 = arith.constant 1 : index
    scf.for %arg0 = %c0_18 to %c16_19 step %c1_20 {
      %c0_21 = arith.constant 0 : index
      %c16_22 = arith.constant 16 : index
      %c1_23 = arith.constant 1 : index
      scf.for %arg1 = %c0_21 to %c16_22 step %c1_23 {
        memref.store %cst, %alloc_16[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    memref.dma_start %alloc_16[%c0, %c0], %alloc_6[%c0, %c0], %c256, %alloc_17[%c0] : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    memref.dma_wait %alloc_17[%c0], %c256 : memref<1xi32>
    memref.dealloc %alloc_17 : memref<1xi32>
    memref.dealloc %alloc_16 : memref<16x16xf32, 2>
    call @kernel(%alloc, %alloc_5, %alloc_6, %c12, %c14, %c16) : (memref<16x16xf32>, memref<16x16xf32>, memref<16x16xf32>, index, index, index) -> ()
    %cast = memref.cast %alloc_6 : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16x16xf32>
    memref.dealloc %alloc_5 : memref<16x16xf32>
    memref.dealloc %alloc_6 : memref<16x16xf32>
    return
  }
}


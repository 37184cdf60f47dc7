// memref.dma_start / memref.dma_wait, as -lower-affine makes them of affine.dma_*: derived from
// tests/dma/passes/transpose.cap1.pipelined.mlir (data copies with DMA, then -affine-pipeline-data-transfer)
// by mlir-opt-22 -lower-affine.  The memref forms move data as the affine forms do (MemRef.md,
// "dma_start"), so it prints what tests/dma/kernels/transpose.mlir prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x24xf32>, %arg1: memref<24x16xf32>) {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %c16_0 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %c24_2 = arith.constant 24 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2x1x24xf32, 2>
    %alloc_5 = memref.alloc() : memref<2x1xi32>
    %c0_6 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %0 = arith.remsi %c0, %c2 : index
    %c0_7 = arith.constant 0 : index
    %1 = arith.cmpi slt, %0, %c0_7 : index
    %2 = arith.addi %0, %c2 : index
    %3 = arith.select %1, %2, %0 : index
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %c2_10 = arith.constant 2 : index
    %4 = arith.remsi %c0, %c2_10 : index
    %c0_11 = arith.constant 0 : index
    %5 = arith.cmpi slt, %4, %c0_11 : index
    %6 = arith.addi %4, %c2_10 : index
    %7 = arith.select %5, %6, %4 : index
    %c0_12 = arith.constant 0 : index
    memref.dma_start %arg0[%c0, %c0_6], %alloc[%3, %c0_8, %c0_9], %c24_2, %alloc_5[%7, %c0_12] : memref<16x24xf32>, memref<2x1x24xf32, 2>, memref<2x1xi32>
    %c1_13 = arith.constant 1 : index
    %c16_14 = arith.constant 16 : index
    %c1_15 = arith.constant 1 : index
    scf.for %arg2 = %c1_13 to %c16_14 step %c1_15 {
      %c0_29 = arith.constant 0 : index
      %c2_30 = arith.constant 2 : index
      %20 = arith.remsi %arg2, %c2_30 : index
      %c0_31 = arith.constant 0 : index
      %21 = arith.cmpi slt, %20, %c0_31 : index
      %22 = arith.addi %20, %c2_30 : index
      %23 = arith.select %21, %22, %20 : index
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %c2_34 = arith.constant 2 : index
      %24 = arith.remsi %arg2, %c2_34 : index
      %c0_35 = arith.constant 0 : index
      %25 = arith.cmpi slt, %24, %c0_35 : index
      %26 = arith.addi %24, %c2_34 : index
      %27 = arith.select %25, %26, %24 : index
      %c0_36 = arith.constant 0 : index
      memref.dma_start %arg0[%arg2, %c0_29], %alloc[%23, %c0_32, %c0_33], %c24_2, %alloc_5[%27, %c0_36] : memref<16x24xf32>, memref<2x1x24xf32, 2>, memref<2x1xi32>
      %c-1 = arith.constant -1 : index
      %28 = arith.addi %arg2, %c-1 : index
      %c2_37 = arith.constant 2 : index
      %29 = arith.remsi %28, %c2_37 : index
      %c0_38 = arith.constant 0 : index
      %30 = arith.cmpi slt, %29, %c0_38 : index
      %31 = arith.addi %29, %c2_37 : index
      %32 = arith.select %30, %31, %29 : index
      %c2_39 = arith.constant 2 : index
      %33 = arith.remsi %28, %c2_39 : index
      %c0_40 = arith.constant 0 : index
      %34 = arith.cmpi slt, %33, %c0_40 : index
      %35 = arith.addi %33, %c2_39 : index
      %36 = arith.select %34, %35, %33 : index
      %c2_41 = arith.constant 2 : index
      %37 = arith.remsi %28, %c2_41 : index
      %c0_42 = arith.constant 0 : index
      %38 = arith.cmpi slt, %37, %c0_42 : index
      %39 = arith.addi %37, %c2_41 : index
      %40 = arith.select %38, %39, %37 : index
      %c0_43 = arith.constant 0 : index
      memref.dma_wait %alloc_5[%40, %c0_43], %c24_2 : memref<2x1xi32>
      %alloc_44 = memref.alloc() : memref<24x1xf32, 2>
      %alloc_45 = memref.alloc() : memref<1xi32>
      %c0_46 = arith.constant 0 : index
      %c24_47 = arith.constant 24 : index
      %c1_48 = arith.constant 1 : index
      scf.for %arg3 = %c0_46 to %c24_47 step %c1_48 {
        %c2_50 = arith.constant 2 : index
        %41 = arith.remsi %28, %c2_50 : index
        %c0_51 = arith.constant 0 : index
        %42 = arith.cmpi slt, %41, %c0_51 : index
        %43 = arith.addi %41, %c2_50 : index
        %44 = arith.select %42, %43, %41 : index
        %c0_52 = arith.constant 0 : index
        %45 = memref.load %alloc[%44, %c0_52, %arg3] : memref<2x1x24xf32, 2>
        %c0_53 = arith.constant 0 : index
        memref.store %45, %alloc_44[%arg3, %c0_53] : memref<24x1xf32, 2>
      }
      %c0_49 = arith.constant 0 : index
      memref.dma_start %alloc_44[%c0_1, %c0_1], %arg1[%c0_49, %28], %c24, %alloc_45[%c0_1], %c16_0, %c1 : memref<24x1xf32, 2>, memref<24x16xf32>, memref<1xi32>
      memref.dma_wait %alloc_45[%c0_1], %c24 : memref<1xi32>
      memref.dealloc %alloc_45 : memref<1xi32>
      memref.dealloc %alloc_44 : memref<24x1xf32, 2>
    }
    %c15 = arith.constant 15 : index
    %c2_16 = arith.constant 2 : index
    %8 = arith.remsi %c15, %c2_16 : index
    %c0_17 = arith.constant 0 : index
    %9 = arith.cmpi slt, %8, %c0_17 : index
    %10 = arith.addi %8, %c2_16 : index
    %11 = arith.select %9, %10, %8 : index
    %c2_18 = arith.constant 2 : index
    %12 = arith.remsi %c15, %c2_18 : index
    %c0_19 = arith.constant 0 : index
    %13 = arith.cmpi slt, %12, %c0_19 : index
    %14 = arith.addi %12, %c2_18 : index
    %15 = arith.select %13, %14, %12 : index
    %c2_20 = arith.constant 2 : index
    %16 = arith.remsi %c15, %c2_20 : index
    %c0_21 = arith.constant 0 : index
    %17 = arith.cmpi slt, %16, %c0_21 : index
    %18 = arith.addi %16, %c2_20 : index
    %19 = arith.select %17, %18, %16 : index
    %c0_22 = arith.constant 0 : index
    memref.dma_wait %alloc_5[%19, %c0_22], %c24_2 : memref<2x1xi32>
    %alloc_23 = memref.alloc() : memref<24x1xf32, 2>
    %alloc_24 = memref.alloc() : memref<1xi32>
    %c0_25 = arith.constant 0 : index
    %c24_26 = arith.constant 24 : index
    %c1_27 = arith.constant 1 : index
    scf.for %arg2 = %c0_25 to %c24_26 step %c1_27 {
      %c2_29 = arith.constant 2 : index
      %20 = arith.remsi %c15, %c2_29 : index
      %c0_30 = arith.constant 0 : index
      %21 = arith.cmpi slt, %20, %c0_30 : index
      %22 = arith.addi %20, %c2_29 : index
      %23 = arith.select %21, %22, %20 : index
      %c0_31 = arith.constant 0 : index
      %24 = memref.load %alloc[%23, %c0_31, %arg2] : memref<2x1x24xf32, 2>
      %c0_32 = arith.constant 0 : index
      memref.store %24, %alloc_23[%arg2, %c0_32] : memref<24x1xf32, 2>
    }
    %c0_28 = arith.constant 0 : index
    memref.dma_start %alloc_23[%c0_1, %c0_1], %arg1[%c0_28, %c15], %c24, %alloc_24[%c0_1], %c16_0, %c1 : memref<24x1xf32, 2>, memref<24x16xf32>, memref<1xi32>
    memref.dma_wait %alloc_24[%c0_1], %c24 : memref<1xi32>
    memref.dealloc %alloc_24 : memref<1xi32>
    memref.dealloc %alloc_23 : memref<24x1xf32, 2>
    memref.dealloc %alloc_5 : memref<2x1xi32>
    memref.dealloc %alloc : memref<2x1x24xf32, 2>
    return
  }
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x24xf32>
    %alloc_2 = memref.alloc() : memref<24x16xf32>
    %c0_3 = arith.constant 0 : index
    %c16_4 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    scf.for %arg0 = %c0_3 to %c16_4 step %c1 {
      %alloc_8 = memref.alloc() : memref<1x24xf32, 2>
      %alloc_9 = memref.alloc() : memref<1xi32>
      %c0_10 = arith.constant 0 : index
      %c24_11 = arith.constant 24 : index
      %c1_12 = arith.constant 1 : index
      scf.for %arg1 = %c0_10 to %c24_11 step %c1_12 {
        %c7 = arith.constant 7 : index
        %0 = arith.muli %arg0, %c7 overflow<nsw> : index
        %c3 = arith.constant 3 : index
        %1 = arith.muli %arg1, %c3 overflow<nsw> : index
        %2 = arith.addi %0, %1 : index
        %c13 = arith.constant 13 : index
        %3 = arith.remsi %2, %c13 : index
        %c0_14 = arith.constant 0 : index
        %4 = arith.cmpi slt, %3, %c0_14 : index
        %5 = arith.addi %3, %c13 : index
        %6 = arith.select %4, %5, %3 : index
        %7 = arith.index_cast %6 : index to i64
        %8 = arith.sitofp %7 : i64 to f32
        %c0_15 = arith.constant 0 : index
        memref.store %8, %alloc_8[%c0_15, %arg1] : memref<1x24xf32, 2>
      }
      %c0_13 = arith.constant 0 : index
      memref.dma_start %alloc_8[%c0_0, %c0_0], %alloc[%arg0, %c0_13], %c24, %alloc_9[%c0_0] : memref<1x24xf32, 2>, memref<16x24xf32>, memref<1xi32>
      memref.dma_wait %alloc_9[%c0_0], %c24 : memref<1xi32>
      memref.dealloc %alloc_9 : memref<1xi32>
      memref.dealloc %alloc_8 : memref<1x24xf32, 2>
    }
    %c0_5 = arith.constant 0 : index
    %c24_6 = arith.constant 24 : index
    %c1_7 = arith.constant 1 : index
    scf.for %arg0 = %c0_5 to %c24_6 step %c1_7 {
      %alloc_8 = memref.alloc() : memref<1x16xf32, 2>
      %alloc_9 = memref.alloc() : memref<1xi32>
      %c0_10 = arith.constant 0 : index
      %c16_11 = arith.constant 16 : index
      %c1_12 = arith.constant 1 : index
      scf.for %arg1 = %c0_10 to %c16_11 step %c1_12 {
        %c0_14 = arith.constant 0 : index
        memref.store %cst, %alloc_8[%c0_14, %arg1] : memref<1x16xf32, 2>
      }
      %c0_13 = arith.constant 0 : index
      memref.dma_start %alloc_8[%c0, %c0], %alloc_2[%arg0, %c0_13], %c16, %alloc_9[%c0] : memref<1x16xf32, 2>, memref<24x16xf32>, memref<1xi32>
      memref.dma_wait %alloc_9[%c0], %c16 : memref<1xi32>
      memref.dealloc %alloc_9 : memref<1xi32>
      memref.dealloc %alloc_8 : memref<1x16xf32, 2>
    }
    call @kernel(%alloc, %alloc_2) : (memref<16x24xf32>, memref<24x16xf32>) -> ()
    %cast = memref.cast %alloc_2 : memref<24x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16x24xf32>
    memref.dealloc %alloc_2 : memref<24x16xf32>
    return
  }
}


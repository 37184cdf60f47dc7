// Derived by tools/gen-derived-conformance from conformance/affine_memory/semi_affine_floordiv_mod_subscripts.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c4_0 = arith.constant 4 : index
    %c0_1 = arith.constant 0 : index
    %c4_2 = arith.constant 4 : index
    %c0_3 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c0_4 = arith.constant 0 : index
    %c8_5 = arith.constant 8 : index
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc() : memref<8xi64>
    %alloc_8 = memref.alloc() : memref<8xi64, 2>
    %alloc_9 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %0 = arith.index_cast %arg0 : index to i64
      %c100_i64 = arith.constant 100 : i64
      %1 = arith.addi %0, %c100_i64 : i64
      affine.store %1, %alloc_8[%arg0] : memref<8xi64, 2>
    }
    affine.dma_start %alloc_8[%c0_6], %alloc[%c0_6], %alloc_9[%c0_6], %c8_5 : memref<8xi64, 2>, memref<8xi64>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0_6], %c8_5 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<8xi64, 2>
    %alloc_10 = memref.alloc() : memref<8xi64, 2>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_4], %alloc_10[%c0_4], %alloc_11[%c0_4], %c8 : memref<8xi64>, memref<8xi64, 2>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0_4], %c8 : memref<1xi32>
    affine.for %arg0 = 0 to 12 {
      %0 = affine.load %alloc_10[%arg0 floordiv 2] : memref<8xi64, 2>
      %1 = affine.load %alloc_10[%arg0 mod 4] : memref<8xi64, 2>
      %2 = affine.load %alloc_10[%arg0 floordiv 3] : memref<8xi64, 2>
      %3 = affine.load %alloc_10[%arg0 mod 3 + 5] : memref<8xi64, 2>
      %c1000_i64 = arith.constant 1000 : i64
      %4 = arith.muli %0, %c1000_i64 : i64
      %5 = arith.addi %4, %1 : i64
      %6 = arith.muli %2, %c1000_i64 : i64
      %7 = arith.addi %6, %3 : i64
      vector.print %5 : i64
      vector.print %7 : i64
    }
    memref.dealloc %alloc_11 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<8xi64, 2>
    %alloc_12 = memref.alloc() : memref<4xi64>
    %alloc_13 = memref.alloc() : memref<4xi64, 2>
    %alloc_14 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      %c0_i64 = arith.constant 0 : i64
      affine.store %c0_i64, %alloc_13[%arg0] : memref<4xi64, 2>
    }
    affine.dma_start %alloc_13[%c0_3], %alloc_12[%c0_3], %alloc_14[%c0_3], %c4_2 : memref<4xi64, 2>, memref<4xi64>, memref<1xi32>
    affine.dma_wait %alloc_14[%c0_3], %c4_2 : memref<1xi32>
    memref.dealloc %alloc_14 : memref<1xi32>
    memref.dealloc %alloc_13 : memref<4xi64, 2>
    %alloc_15 = memref.alloc() : memref<4xi64, 2>
    %alloc_16 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 12 step 3 {
      %0 = arith.index_cast %arg0 : index to i64
      affine.store %0, %alloc_15[%arg0 floordiv 3] : memref<4xi64, 2>
    }
    affine.dma_start %alloc_15[%c0_1], %alloc_12[%c0_1], %alloc_16[%c0_1], %c4_0 : memref<4xi64, 2>, memref<4xi64>, memref<1xi32>
    affine.dma_wait %alloc_16[%c0_1], %c4_0 : memref<1xi32>
    memref.dealloc %alloc_16 : memref<1xi32>
    memref.dealloc %alloc_15 : memref<4xi64, 2>
    %alloc_17 = memref.alloc() : memref<4xi64, 2>
    %alloc_18 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc_12[%c0], %alloc_17[%c0], %alloc_18[%c0], %c4 : memref<4xi64>, memref<4xi64, 2>, memref<1xi32>
    affine.dma_wait %alloc_18[%c0], %c4 : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      %0 = affine.load %alloc_17[%arg0] : memref<4xi64, 2>
      vector.print %0 : i64
    }
    memref.dealloc %alloc_18 : memref<1xi32>
    memref.dealloc %alloc_17 : memref<4xi64, 2>
    memref.dealloc %alloc : memref<8xi64>
    memref.dealloc %alloc_12 : memref<4xi64>
    return
  }
}


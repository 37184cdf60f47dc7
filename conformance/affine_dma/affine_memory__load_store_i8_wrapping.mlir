// Derived by tools/gen-derived-conformance from conformance/affine_memory/load_store_i8_wrapping.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c8_0 = arith.constant 8 : index
    %c0_1 = arith.constant 0 : index
    %c8_2 = arith.constant 8 : index
    %c0_3 = arith.constant 0 : index
    %c8_4 = arith.constant 8 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8xi8>
    %alloc_7 = memref.alloc() : memref<8xi8, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %0 = arith.index_cast %arg0 : index to i8
      %c40_i8 = arith.constant 40 : i8
      %1 = arith.muli %0, %c40_i8 : i8
      affine.store %1, %alloc_7[%arg0] : memref<8xi8, 2>
    }
    affine.dma_start %alloc_7[%c0_5], %alloc[%c0_5], %alloc_8[%c0_5], %c8_4 : memref<8xi8, 2>, memref<8xi8>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0_5], %c8_4 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<8xi8, 2>
    %alloc_9 = memref.alloc() : memref<8xi8, 2>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_3], %alloc_9[%c0_3], %alloc_10[%c0_3], %c8_2 : memref<8xi8>, memref<8xi8, 2>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0_3], %c8_2 : memref<1xi32>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 1 to 8 step 2 {
      %0 = affine.load %alloc_9[%arg0] : memref<8xi8, 2>
      %1 = affine.load %alloc_9[%arg0 - 1] : memref<8xi8, 2>
      %2 = arith.addi %0, %1 : i8
      affine.store %2, %alloc_9[%arg0] : memref<8xi8, 2>
    }
    affine.dma_start %alloc_9[%c0_1], %alloc[%c0_1], %alloc_11[%c0_1], %c8_0 : memref<8xi8, 2>, memref<8xi8>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0_1], %c8_0 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<8xi8, 2>
    %alloc_12 = memref.alloc() : memref<8xi8, 2>
    %alloc_13 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0], %alloc_12[%c0], %alloc_13[%c0], %c8 : memref<8xi8>, memref<8xi8, 2>, memref<1xi32>
    affine.dma_wait %alloc_13[%c0], %c8 : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %0 = affine.load %alloc_12[%arg0] : memref<8xi8, 2>
      vector.print %0 : i8
    }
    memref.dealloc %alloc_13 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<8xi8, 2>
    memref.dealloc %alloc : memref<8xi8>
    return
  }
}


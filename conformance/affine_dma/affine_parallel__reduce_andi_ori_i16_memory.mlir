// Derived by tools/gen-derived-conformance from conformance/affine_parallel/reduce_andi_ori_i16_memory.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %alloc = memref.alloc() : memref<8xi16>
    %alloc_1 = memref.alloc() : memref<8xi16, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %1 = arith.index_cast %arg0 : index to i16
      %c4369_i16 = arith.constant 4369 : i16
      %2 = arith.muli %1, %c4369_i16 : i16
      %c-4_i16 = arith.constant -4 : i16
      %3 = arith.xori %2, %c-4_i16 : i16
      affine.store %3, %alloc_1[%arg0] : memref<8xi16, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c8 : memref<8xi16, 2>, memref<8xi16>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c8 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<8xi16, 2>
    %0:2 = affine.parallel (%arg0) = (0) to (symbol(%c7)) step (2) reduce ("andi", "ori") -> (i16, i16) {
      %1 = affine.load %alloc[%arg0] : memref<8xi16>
      affine.yield %1, %1 : i16, i16
    }
    vector.print %0#0 : i16
    vector.print %0#1 : i16
    memref.dealloc %alloc : memref<8xi16>
    return
  }
}


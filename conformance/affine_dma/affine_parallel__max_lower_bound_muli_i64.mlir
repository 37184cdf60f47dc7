// Derived by tools/gen-derived-conformance from conformance/affine_parallel/max_lower_bound_muli_i64.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c10 = arith.constant 10 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<10xi64>
    %alloc_1 = memref.alloc() : memref<10xi64, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 10 {
      %2 = arith.index_cast %arg0 : index to i64
      %c1_i64 = arith.constant 1 : i64
      %3 = arith.addi %2, %c1_i64 : i64
      affine.store %3, %alloc_1[%arg0] : memref<10xi64, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c10 : memref<10xi64, 2>, memref<10xi64>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c10 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<10xi64, 2>
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %0 = affine.parallel (%arg0) = (max(symbol(%c5) - 2, 1)) to (symbol(%c8)) reduce ("muli") -> (i64) {
      %2 = affine.load %alloc[%arg0] : memref<10xi64>
      affine.yield %2 : i64
    }
    vector.print %0 : i64
    %c1 = arith.constant 1 : index
    %1 = affine.parallel (%arg0) = (max(symbol(%c1) - 2, 1)) to (symbol(%c5)) reduce ("muli") -> (i64) {
      %2 = affine.load %alloc[%arg0] : memref<10xi64>
      affine.yield %2 : i64
    }
    vector.print %1 : i64
    memref.dealloc %alloc : memref<10xi64>
    return
  }
}


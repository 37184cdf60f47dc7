// Derived by tools/gen-derived-conformance from conformance/affine_parallel/index_memref_and_i8_muli.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (d0 * 3 + 1)>
module {
  func.func @main() {
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<6xindex>
    affine.parallel (%arg0) = (0) to (6) {
      %2 = affine.apply #map(%arg0)
      affine.store %2, %alloc[%arg0] : memref<6xindex>
    }
    %c0_1 = arith.constant 0 : index
    %alloc_2 = memref.alloc() : memref<6xindex, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0], %alloc_2[%c0], %alloc_3[%c0], %c6 : memref<6xindex>, memref<6xindex, 2>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0], %c6 : memref<1xi32>
    %0 = affine.for %arg0 = 0 to 6 iter_args(%arg1 = %c0_1) -> (index) {
      %2 = affine.load %alloc_2[%arg0] : memref<6xindex, 2>
      %3 = arith.addi %arg1, %2 : index
      affine.yield %3 : index
    }
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<6xindex, 2>
    vector.print %0 : index
    %1 = affine.parallel (%arg0) = (0) to (6) reduce ("muli") -> (i8) {
      %2 = affine.load %alloc[%arg0] : memref<6xindex>
      %3 = arith.index_cast %2 : index to i8
      affine.yield %3 : i8
    }
    vector.print %1 : i8
    memref.dealloc %alloc : memref<6xindex>
    return
  }
}


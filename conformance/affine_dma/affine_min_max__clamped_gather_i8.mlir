// Derived by tools/gen-derived-conformance from conformance/affine_min_max/clamped_gather_i8.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (d0 * 3 - 4, 0)>
module {
  func.func @main() {
    %c10 = arith.constant 10 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<10xi8>
    %alloc_1 = memref.alloc() : memref<10xi8, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 10 {
      %1 = arith.index_cast %arg0 : index to i8
      %c29_i8 = arith.constant 29 : i8
      %2 = arith.muli %1, %c29_i8 : i8
      affine.store %2, %alloc_1[%arg0] : memref<10xi8, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c10 : memref<10xi8, 2>, memref<10xi8>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c10 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<10xi8, 2>
    %c0_i8 = arith.constant 0 : i8
    %0 = affine.for %arg0 = 0 to 6 iter_args(%arg1 = %c0_i8) -> (i8) {
      %1 = affine.max #map(%arg0)
      %c9 = arith.constant 9 : index
      %2 = arith.minsi %1, %c9 : index
      vector.print %2 : index
      %3 = memref.load %alloc[%2] : memref<10xi8>
      %4 = arith.addi %arg1, %3 : i8
      affine.yield %4 : i8
    }
    vector.print %0 : i8
    memref.dealloc %alloc : memref<10xi8>
    return
  }
}


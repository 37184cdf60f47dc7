// Derived by tools/gen-derived-conformance from conformance/affine_memory/vector_load_min_max_bounds_i8.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<()[s0] -> (s0 - 12, 0)>
#map1 = affine_map<()[s0] -> (s0 - 3, 16)>
module {
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c14 = arith.constant 14 : index
    %alloc = memref.alloc() : memref<16xi8>
    %alloc_1 = memref.alloc() : memref<16xi8, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      %0 = arith.index_cast %arg0 : index to i8
      %c30_i8 = arith.constant 30 : i8
      %1 = arith.muli %0, %c30_i8 : i8
      affine.store %1, %alloc_1[%arg0] : memref<16xi8, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c16 : memref<16xi8, 2>, memref<16xi8>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<16xi8, 2>
    %cst = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
    affine.for %arg0 = max #map()[%c14] to min #map1()[%c14] step 4 {
      %0 = affine.vector_load %alloc[%arg0] : memref<16xi8>, vector<4xi8>
      %1 = arith.addi %0, %cst : vector<4xi8>
      affine.vector_store %1, %alloc[%arg0] : memref<16xi8>, vector<4xi8>
    }
    affine.for %arg0 = 0 to 16 step 4 {
      %0 = affine.vector_load %alloc[%arg0] : memref<16xi8>, vector<4xi8>
      vector.print %0 : vector<4xi8>
    }
    memref.dealloc %alloc : memref<16xi8>
    return
  }
}


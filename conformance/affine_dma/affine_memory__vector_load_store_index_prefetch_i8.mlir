// Derived by tools/gen-derived-conformance from conformance/affine_memory/vector_load_store_index_prefetch_i8.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (d0 * 7 + 3)>
module {
  func.func @main() {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8xindex>
    %alloca = memref.alloca() : memref<8xi8, 3>
    %alloc_1 = memref.alloc() : memref<8xindex, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %2 = affine.apply #map(%arg0)
      affine.store %2, %alloc_1[%arg0] : memref<8xindex, 2>
      %3 = arith.index_cast %2 : index to i8
      affine.store %3, %alloca[%arg0] : memref<8xi8, 3>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c8 : memref<8xindex, 2>, memref<8xindex>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c8 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<8xindex, 2>
    affine.for %arg0 = 0 to 8 step 4 {
      affine.prefetch %alloca[%arg0 + 4], read, locality<3>, data : memref<8xi8, 3>
      affine.prefetch %alloc[%arg0 + 6], write, locality<2>, data : memref<8xindex>
      %2 = affine.vector_load %alloc[%arg0] : memref<8xindex>, vector<4xindex>
      %cst = arith.constant dense<2> : vector<4xindex>
      %3 = arith.muli %2, %cst : vector<4xindex>
      affine.vector_store %3, %alloc[%arg0] : memref<8xindex>, vector<4xindex>
      %4 = arith.index_cast %3 : vector<4xindex> to vector<4xi8>
      %5 = affine.vector_load %alloca[%arg0] : memref<8xi8, 3>, vector<4xi8>
      %6 = arith.subi %5, %4 : vector<4xi8>
      affine.vector_store %6, %alloca[%arg0] : memref<8xi8, 3>, vector<4xi8>
    }
    %0 = affine.vector_load %alloc[0] : memref<8xindex>, vector<8xindex>
    vector.print %0 : vector<8xindex>
    %1 = affine.vector_load %alloca[0] : memref<8xi8, 3>, vector<8xi8>
    vector.print %1 : vector<8xi8>
    memref.dealloc %alloc : memref<8xindex>
    return
  }
}


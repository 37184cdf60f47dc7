// Derived by tools/gen-derived-conformance from conformance/affine_memory/vector_load_store.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2x8xf32>
    %alloc_1 = memref.alloc() : memref<2x8xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 8 {
        %3 = arith.index_cast %arg0 : index to i32
        %4 = arith.index_cast %arg1 : index to i32
        %5 = arith.muli %3, %4 : i32
        %6 = arith.sitofp %5 : i32 to f32
        affine.store %6, %alloc_1[%arg0, %arg1] : memref<2x8xf32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c16 : memref<2x8xf32, 2>, memref<2x8xf32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<2x8xf32, 2>
    %0 = affine.vector_load %alloc[1, 2] : memref<2x8xf32>, vector<4xf32>
    vector.print %0 : vector<4xf32>
    %1 = arith.addf %0, %0 : vector<4xf32>
    affine.vector_store %1, %alloc[0, 4] : memref<2x8xf32>, vector<4xf32>
    %2 = affine.vector_load %alloc[0, 3] : memref<2x8xf32>, vector<5xf32>
    vector.print %2 : vector<5xf32>
    memref.dealloc %alloc : memref<2x8xf32>
    return
  }
}


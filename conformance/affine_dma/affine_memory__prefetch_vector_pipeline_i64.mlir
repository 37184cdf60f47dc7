// Derived by tools/gen-derived-conformance from conformance/affine_memory/prefetch_vector_pipeline_i64.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<16xi64>
    %alloc_1 = memref.alloc() : memref<16xi64, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      %1 = arith.index_cast %arg0 : index to i64
      %2 = arith.muli %1, %1 : i64
      affine.store %2, %alloc_1[%arg0] : memref<16xi64, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c16 : memref<16xi64, 2>, memref<16xi64>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<16xi64, 2>
    %cst = arith.constant dense<0> : vector<4xi64>
    %0 = affine.for %arg0 = 0 to 16 step 4 iter_args(%arg1 = %cst) -> (vector<4xi64>) {
      affine.prefetch %alloc[%arg0 + 4], read, locality<3>, data : memref<16xi64>
      %1 = affine.vector_load %alloc[%arg0] : memref<16xi64>, vector<4xi64>
      %2 = arith.addi %arg1, %1 : vector<4xi64>
      affine.yield %2 : vector<4xi64>
    }
    vector.print %0 : vector<4xi64>
    memref.dealloc %alloc : memref<16xi64>
    return
  }
}


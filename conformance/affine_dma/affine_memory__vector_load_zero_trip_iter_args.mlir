// Derived by tools/gen-derived-conformance from conformance/affine_memory/vector_load_zero_trip_iter_args.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc() : memref<12xf32>
    %alloc_2 = memref.alloc() : memref<12xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 12 {
      %3 = arith.index_cast %arg0 : index to i32
      %4 = arith.sitofp %3 : i32 to f32
      affine.store %4, %alloc_2[%arg0] : memref<12xf32, 2>
    }
    affine.dma_start %alloc_2[%c0], %alloc[%c0], %alloc_3[%c0], %c12 : memref<12xf32, 2>, memref<12xf32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0], %c12 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<12xf32, 2>
    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
    %0 = affine.for %arg0 = 0 to %c0_1 iter_args(%arg1 = %cst) -> (vector<4xf32>) {
      %3 = affine.vector_load %alloc[%arg0 * 4] : memref<12xf32>, vector<4xf32>
      %4 = arith.addf %arg1, %3 : vector<4xf32>
      affine.vector_store %4, %alloc[%arg0 * 4] : memref<12xf32>, vector<4xf32>
      affine.yield %4 : vector<4xf32>
    }
    vector.print %0 : vector<4xf32>
    %1 = affine.for %arg0 = 0 to %c3 iter_args(%arg1 = %cst) -> (vector<4xf32>) {
      %3 = affine.vector_load %alloc[%arg0 * 4] : memref<12xf32>, vector<4xf32>
      %4 = arith.addf %arg1, %3 : vector<4xf32>
      affine.yield %4 : vector<4xf32>
    }
    vector.print %1 : vector<4xf32>
    %2 = affine.vector_load %alloc[0] : memref<12xf32>, vector<12xf32>
    vector.print %2 : vector<12xf32>
    memref.dealloc %alloc : memref<12xf32>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/affine_memory/vector_load_store_reinterpret_cast_i64.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %c13 = arith.constant 13 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<13xi64>
    %alloc_1 = memref.alloc() : memref<13xi64, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 13 {
      %1 = arith.index_cast %arg0 : index to i64
      affine.store %1, %alloc_1[%arg0] : memref<13xi64, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c13 : memref<13xi64, 2>, memref<13xi64>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c13 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<13xi64, 2>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [1], sizes: [3, 3], strides: [4, 1] : memref<13xi64> to memref<3x3xi64, strided<[4, 1], offset: 1>>
    %cst = arith.constant dense<0> : vector<3xi64>
    %0 = affine.for %arg0 = 0 to 3 iter_args(%arg1 = %cst) -> (vector<3xi64>) {
      %1 = affine.vector_load %reinterpret_cast[%arg0, 0] : memref<3x3xi64, strided<[4, 1], offset: 1>>, vector<3xi64>
      %2 = arith.addi %arg1, %1 : vector<3xi64>
      affine.yield %2 : vector<3xi64>
    }
    vector.print %0 : vector<3xi64>
    affine.for %arg0 = 0 to 3 {
      %cst_3 = arith.constant dense<[-1, -2, -3]> : vector<3xi64>
      %1 = affine.vector_load %reinterpret_cast[%arg0, 0] : memref<3x3xi64, strided<[4, 1], offset: 1>>, vector<3xi64>
      %2 = arith.muli %1, %cst_3 : vector<3xi64>
      affine.vector_store %2, %reinterpret_cast[%arg0, 0] : memref<3x3xi64, strided<[4, 1], offset: 1>>, vector<3xi64>
    }
    %cast = memref.cast %alloc : memref<13xi64> to memref<*xi64>
    call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    memref.dealloc %alloc : memref<13xi64>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/affine_yield/vector_iter_args.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c16_1 = arith.constant 16 : index
    %alloc = memref.alloc() : memref<16xi32>
    %alloc_2 = memref.alloc() : memref<16xi32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      %1 = arith.index_cast %arg0 : index to i32
      affine.store %1, %alloc_2[%arg0] : memref<16xi32, 2>
    }
    affine.dma_start %alloc_2[%c0], %alloc[%c0], %alloc_3[%c0], %c16 : memref<16xi32, 2>, memref<16xi32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<16xi32, 2>
    %cst = arith.constant dense<[100, 200, 300, 400]> : vector<4xi32>
    %cst_4 = arith.constant 0.000000e+00 : f32
    %0:2 = affine.for %arg0 = 0 to %c16_1 step 4 iter_args(%arg1 = %cst, %arg2 = %cst_4) -> (vector<4xi32>, f32) {
      %1 = affine.vector_load %alloc[%arg0] : memref<16xi32>, vector<4xi32>
      %2 = arith.addi %arg1, %1 : vector<4xi32>
      %cst_5 = arith.constant 5.000000e-01 : f32
      %3 = arith.addf %arg2, %cst_5 : f32
      affine.yield %2, %3 : vector<4xi32>, f32
    }
    vector.print %0#0 : vector<4xi32>
    vector.print %0#1 : f32
    memref.dealloc %alloc : memref<16xi32>
    return
  }
}


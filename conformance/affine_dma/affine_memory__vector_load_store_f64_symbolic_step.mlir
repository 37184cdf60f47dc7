// Derived by tools/gen-derived-conformance from conformance/affine_memory/vector_load_store_f64_symbolic_step.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func @main() {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c12_2 = arith.constant 12 : index
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc() : memref<12xf64>
    %alloc_3 = memref.alloc() : memref<16xf64>
    %cst = arith.constant 0.000000e+00 : f64
    %alloc_4 = memref.alloc() : memref<16xf64, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.store %cst, %alloc_4[%arg0] : memref<16xf64, 2>
    }
    affine.dma_start %alloc_4[%c0_0], %alloc_3[%c0_0], %alloc_5[%c0_0], %c16 : memref<16xf64, 2>, memref<16xf64>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_0], %c16 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<16xf64, 2>
    %alloc_6 = memref.alloc() : memref<12xf64, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to %c12_2 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f64
      affine.store %1, %alloc_6[%arg0] : memref<12xf64, 2>
    }
    affine.dma_start %alloc_6[%c0], %alloc[%c0], %alloc_7[%c0], %c12 : memref<12xf64, 2>, memref<12xf64>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c12 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<12xf64, 2>
    %cst_8 = arith.constant dense<[1.000000e+00, 5.000000e-01, 2.500000e-01, 1.250000e-01]> : vector<4xf64>
    affine.for %arg0 = 0 to %c12_2 step 4 {
      %0 = affine.vector_load %alloc[%arg0] : memref<12xf64>, vector<4xf64>
      %1 = arith.mulf %0, %cst_8 : vector<4xf64>
      affine.vector_store %1, %alloc_3[%arg0 + symbol(%c2)] : memref<16xf64>, vector<4xf64>
    }
    %cast = memref.cast %alloc_3 : memref<16xf64> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    memref.dealloc %alloc : memref<12xf64>
    memref.dealloc %alloc_3 : memref<16xf64>
    return
  }
}


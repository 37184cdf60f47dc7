// Derived by tools/gen-derived-conformance from conformance/affine_memory/prefetch_symbolic_steps_zero_trip.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c9 = arith.constant 9 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c9_2 = arith.constant 9 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %c9_5 = arith.constant 9 : index
    %c0_6 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<9xf64>
    %alloc_7 = memref.alloc() : memref<9xf64, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to %c9_5 {
      affine.prefetch %alloc_7[%arg0 + 9], write, locality<2>, data : memref<9xf64, 2>
      %2 = arith.index_cast %arg0 : index to i32
      %3 = arith.sitofp %2 : i32 to f64
      affine.store %3, %alloc_7[%arg0] : memref<9xf64, 2>
    }
    affine.dma_start %alloc_7[%c0_3], %alloc[%c0_3], %alloc_8[%c0_3], %c9_2 : memref<9xf64, 2>, memref<9xf64>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0_3], %c9_2 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<9xf64, 2>
    affine.for %arg0 = 0 to %c0_6 {
      affine.prefetch %alloc[%arg0], read, locality<3>, data : memref<9xf64>
      %cst_13 = arith.constant 9.900000e+01 : f64
      affine.store %cst_13, %alloc[%arg0] : memref<9xf64>
    }
    %cst = arith.constant 0.000000e+00 : f64
    %alloc_9 = memref.alloc() : memref<9xf64, 2>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_0], %alloc_9[%c0_0], %alloc_10[%c0_0], %c9 : memref<9xf64>, memref<9xf64, 2>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0_0], %c9 : memref<1xi32>
    %0 = affine.for %arg0 = 0 to %c9_5 step 3 iter_args(%arg1 = %cst) -> (f64) {
      affine.prefetch %alloc_9[%arg0 + 3], read, locality<1>, data : memref<9xf64, 2>
      %2 = affine.load %alloc_9[%arg0] : memref<9xf64, 2>
      %3 = affine.load %alloc_9[-%arg0 + 8] : memref<9xf64, 2>
      %4 = arith.mulf %2, %3 : f64
      %5 = arith.addf %arg1, %4 : f64
      affine.yield %5 : f64
    }
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<9xf64, 2>
    vector.print %0 : f64
    %alloc_11 = memref.alloc() : memref<1xf64, 2>
    %alloc_12 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0], %alloc_11[%c0], %alloc_12[%c0], %c1 : memref<9xf64>, memref<1xf64, 2>, memref<1xi32>
    affine.dma_wait %alloc_12[%c0], %c1 : memref<1xi32>
    %1 = affine.load %alloc_11[0] : memref<1xf64, 2>
    vector.print %1 : f64
    memref.dealloc %alloc : memref<9xf64>
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<1xf64, 2>
    return
  }
}


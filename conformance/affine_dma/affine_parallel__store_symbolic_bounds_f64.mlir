// Derived by tools/gen-derived-conformance from conformance/affine_parallel/store_symbolic_bounds_f64.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 3 + d1)>
module {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func @main() {
    %c15 = arith.constant 15 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc() : memref<5x3xf64>
    %cst = arith.constant -1.000000e+00 : f64
    %alloc_1 = memref.alloc() : memref<5x3xf64, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 5 {
      affine.for %arg1 = 0 to 3 {
        affine.store %cst, %alloc_1[%arg0, %arg1] : memref<5x3xf64, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c15 : memref<5x3xf64, 2>, memref<5x3xf64>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c15 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<5x3xf64, 2>
    affine.parallel (%arg0, %arg1) = (symbol(%c1), 0) to (%c4, 3) {
      %0 = affine.apply #map(%arg0, %arg1)
      %1 = arith.index_cast %0 : index to i64
      %2 = arith.sitofp %1 : i64 to f64
      %cst_3 = arith.constant 5.000000e-01 : f64
      %3 = arith.mulf %2, %cst_3 : f64
      affine.store %3, %alloc[%arg0, %arg1] : memref<5x3xf64>
    }
    %cast = memref.cast %alloc : memref<5x3xf64> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    memref.dealloc %alloc : memref<5x3xf64>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/affine_parallel/min_upper_bound_reduce_addf.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<12xf32>
    %alloc_1 = memref.alloc() : memref<12xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 12 {
      %2 = arith.index_cast %arg0 : index to i32
      %3 = arith.sitofp %2 : i32 to f32
      %cst = arith.constant 2.500000e-01 : f32
      %4 = arith.addf %3, %cst : f32
      affine.store %4, %alloc_1[%arg0] : memref<12xf32, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c12 : memref<12xf32, 2>, memref<12xf32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c12 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<12xf32, 2>
    %c5 = arith.constant 5 : index
    %c12_3 = arith.constant 12 : index
    %0 = affine.parallel (%arg0) = (0) to (min(%c5, 8)) reduce ("addf") -> (f32) {
      %2 = affine.load %alloc[%arg0] : memref<12xf32>
      affine.yield %2 : f32
    }
    vector.print %0 : f32
    %1 = affine.parallel (%arg0) = (0) to (min(symbol(%c12_3), 8)) reduce ("addf") -> (f32) {
      %2 = affine.load %alloc[%arg0] : memref<12xf32>
      affine.yield %2 : f32
    }
    vector.print %1 : f32
    memref.dealloc %alloc : memref<12xf32>
    return
  }
}


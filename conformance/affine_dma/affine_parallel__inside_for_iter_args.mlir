// Derived by tools/gen-derived-conformance from conformance/affine_parallel/inside_for_iter_args.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c6_0 = arith.constant 6 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<6xf32>
    %alloc_3 = memref.alloc() : memref<6xf32, 2>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 6 {
      %1 = arith.index_cast %arg0 : index to i32
      %2 = arith.sitofp %1 : i32 to f32
      affine.store %2, %alloc_3[%arg0] : memref<6xf32, 2>
    }
    affine.dma_start %alloc_3[%c0_1], %alloc[%c0_1], %alloc_4[%c0_1], %c6_0 : memref<6xf32, 2>, memref<6xf32>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0_1], %c6_0 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<6xf32, 2>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc_5 = memref.alloc() : memref<6xf32, 2>
    %alloc_6 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0], %alloc_5[%c0], %alloc_6[%c0], %c6 : memref<6xf32>, memref<6xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_6[%c0], %c6 : memref<1xi32>
    %0 = affine.for %arg0 = 0 to 6 step 2 iter_args(%arg1 = %cst) -> (f32) {
      %1 = affine.parallel (%arg2) = (%arg0) to (min(%arg0 + 3, 6)) reduce ("addf") -> (f32) {
        %3 = affine.load %alloc_5[%arg2] : memref<6xf32, 2>
        affine.yield %3 : f32
      }
      vector.print %1 : f32
      %2 = arith.addf %arg1, %1 : f32
      affine.yield %2 : f32
    }
    memref.dealloc %alloc_6 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<6xf32, 2>
    vector.print %0 : f32
    memref.dealloc %alloc : memref<6xf32>
    return
  }
}


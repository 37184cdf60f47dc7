// Derived by tools/gen-derived-conformance from conformance/affine_memory/prefetch_is_a_noop.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<() -> (3)>
module {
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4xf32>
    %cst = arith.constant 2.500000e+00 : f32
    %alloc_2 = memref.alloc() : memref<4xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      affine.prefetch %alloc_2[%arg0 + 1], read, locality<3>, data : memref<4xf32, 2>
      affine.store %cst, %alloc_2[%arg0] : memref<4xf32, 2>
    }
    affine.dma_start %alloc_2[%c0_0], %alloc[%c0_0], %alloc_3[%c0_0], %c4 : memref<4xf32, 2>, memref<4xf32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<4xf32, 2>
    %alloc_4 = memref.alloc() : memref<1xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c3], %alloc_4[%c0], %alloc_5[%c0], %c1 : memref<4xf32>, memref<1xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0], %c1 : memref<1xi32>
    %0 = affine.apply #map()
    %1 = affine.load %alloc_4[0] : memref<1xf32, 2>
    vector.print %1 : f32
    memref.dealloc %alloc : memref<4xf32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xf32, 2>
    return
  }
}


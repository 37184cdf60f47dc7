// Derived by tools/gen-derived-conformance from conformance/memref/distinct_objects_pass_through.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<() -> (2)>
#map1 = affine_map<() -> (3)>
module {
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c0_2 = arith.constant 0 : index
    %c4_3 = arith.constant 4 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_6 = memref.alloc() : memref<4xf32>
    %0:2 = memref.distinct_objects %alloc, %alloc_6 : memref<4xf32>, memref<4xf32>
    %cst = arith.constant 1.500000e+00 : f32
    %cst_7 = arith.constant 2.500000e+00 : f32
    %alloc_8 = memref.alloc() : memref<4xf32, 2>
    %alloc_9 = memref.alloc() : memref<1xi32>
    %alloc_10 = memref.alloc() : memref<4xf32, 2>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      affine.store %cst, %alloc_8[%arg0] : memref<4xf32, 2>
      affine.store %cst_7, %alloc_10[%arg0] : memref<4xf32, 2>
    }
    affine.dma_start %alloc_10[%c0_2], %0#1[%c0_2], %alloc_11[%c0_2], %c4 : memref<4xf32, 2>, memref<4xf32>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0_2], %c4 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<4xf32, 2>
    affine.dma_start %alloc_8[%c0_4], %0#0[%c0_4], %alloc_9[%c0_4], %c4_3 : memref<4xf32, 2>, memref<4xf32>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0_4], %c4_3 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<4xf32, 2>
    %alloc_12 = memref.alloc() : memref<1xf32, 2>
    %alloc_13 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c2], %alloc_12[%c0_1], %alloc_13[%c0_1], %c1_0 : memref<4xf32>, memref<1xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_13[%c0_1], %c1_0 : memref<1xi32>
    %alloc_14 = memref.alloc() : memref<1xf32, 2>
    %alloc_15 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc_6[%c3], %alloc_14[%c0], %alloc_15[%c0], %c1 : memref<4xf32>, memref<1xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_15[%c0], %c1 : memref<1xi32>
    %1 = affine.apply #map()
    %2 = affine.load %alloc_12[0] : memref<1xf32, 2>
    %3 = affine.apply #map1()
    %4 = affine.load %alloc_14[0] : memref<1xf32, 2>
    vector.print %2 : f32
    vector.print %4 : f32
    memref.dealloc %alloc : memref<4xf32>
    memref.dealloc %alloc_6 : memref<4xf32>
    memref.dealloc %alloc_15 : memref<1xi32>
    memref.dealloc %alloc_14 : memref<1xf32, 2>
    memref.dealloc %alloc_13 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1xf32, 2>
    return
  }
}


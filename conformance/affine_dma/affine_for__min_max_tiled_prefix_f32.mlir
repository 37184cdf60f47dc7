// Derived by tools/gen-derived-conformance from conformance/affine_for/min_max_tiled_prefix_f32.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (d0, 1)>
#map1 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c9_1 = arith.constant 9 : index
    %c0_2 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %c10_5 = arith.constant 10 : index
    %alloc = memref.alloc() : memref<10xf32>
    %cst = arith.constant 5.000000e-01 : f32
    %alloc_6 = memref.alloc() : memref<10xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to %c10_5 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      %2 = arith.addf %1, %cst : f32
      affine.store %2, %alloc_6[%arg0] : memref<10xf32, 2>
    }
    affine.dma_start %alloc_6[%c0_3], %alloc[%c0_3], %alloc_7[%c0_3], %c10 : memref<10xf32, 2>, memref<10xf32>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0_3], %c10 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<10xf32, 2>
    %cst_8 = arith.constant 0.000000e+00 : f32
    %alloc_9 = memref.alloc() : memref<9xf32, 2>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c1_0], %alloc_9[%c0_2], %alloc_10[%c0_2], %c9_1 : memref<10xf32>, memref<9xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0_2], %c9_1 : memref<1xi32>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to %c10_5 step 4 {
      %0 = affine.for %arg1 = max #map(%arg0) to min #map1(%arg0)[%c10_5] iter_args(%arg2 = %cst_8) -> (f32) {
        %1 = affine.load %alloc_9[%arg1 - 1] : memref<9xf32, 2>
        %2 = arith.addf %arg2, %1 : f32
        affine.store %2, %alloc_9[%arg1 - 1] : memref<9xf32, 2>
        affine.yield %2 : f32
      }
      vector.print %arg0 : index
      vector.print %0 : f32
    }
    affine.dma_start %alloc_9[%c0], %alloc[%c1], %alloc_11[%c0], %c9 : memref<9xf32, 2>, memref<10xf32>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0], %c9 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<9xf32, 2>
    %cast = memref.cast %alloc : memref<10xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<10xf32>
    return
  }
}


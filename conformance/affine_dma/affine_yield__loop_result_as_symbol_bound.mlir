// Derived by tools/gen-derived-conformance from conformance/affine_yield/loop_result_as_symbol_bound.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (d0 floordiv 2)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0)>
module {
  func.func @main() {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c8_0 = arith.constant 8 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %0 = affine.for %arg0 = 0 to 4 iter_args(%arg1 = %c0_3) -> (index) {
      %2 = affine.apply #map(%arg0)
      %3 = arith.addi %arg1, %2 : index
      affine.yield %3 : index
    }
    vector.print %0 : index
    %alloc = memref.alloc() : memref<8xf32>
    %alloc_4 = memref.alloc() : memref<8xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %2 = arith.index_cast %arg0 : index to i32
      %3 = arith.sitofp %2 : i32 to f32
      affine.store %3, %alloc_4[%arg0] : memref<8xf32, 2>
    }
    affine.dma_start %alloc_4[%c0_1], %alloc[%c0_1], %alloc_5[%c0_1], %c8_0 : memref<8xf32, 2>, memref<8xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_1], %c8_0 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<8xf32, 2>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc_6 = memref.alloc() : memref<8xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0], %alloc_6[%c0], %alloc_7[%c0], %c8 : memref<8xf32>, memref<8xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c8 : memref<1xi32>
    %1 = affine.for %arg0 = 0 to %0 iter_args(%arg1 = %cst) -> (f32) {
      %2 = affine.apply #map1(%arg0)[%0]
      %3 = affine.load %alloc_6[%arg0 + symbol(%0)] : memref<8xf32, 2>
      %4 = arith.addf %arg1, %3 : f32
      affine.yield %4 : f32
    }
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<8xf32, 2>
    vector.print %1 : f32
    memref.dealloc %alloc : memref<8xf32>
    return
  }
}


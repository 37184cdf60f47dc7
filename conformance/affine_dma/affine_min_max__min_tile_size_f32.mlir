// Derived by tools/gen-derived-conformance from conformance/affine_min_max/min_tile_size_f32.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0)[s0] -> (4, -d0 + s0)>
#map1 = affine_map<(d0) -> (d0)>
module {
  func.func @main() {
    %c11 = arith.constant 11 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c11_1 = arith.constant 11 : index
    %alloc = memref.alloc() : memref<11xf32>
    %alloc_2 = memref.alloc() : memref<11xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to %c11_1 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      %cst_4 = arith.constant 1.500000e+00 : f32
      %2 = arith.mulf %1, %cst_4 : f32
      affine.store %2, %alloc_2[%arg0] : memref<11xf32, 2>
    }
    affine.dma_start %alloc_2[%c0], %alloc[%c0], %alloc_3[%c0], %c11 : memref<11xf32, 2>, memref<11xf32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0], %c11 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<11xf32, 2>
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg0 = 0 to %c11_1 step 4 {
      %0 = affine.min #map(%arg0)[%c11_1]
      vector.print %0 : index
      %c0_4 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %1 = scf.for %arg1 = %c0_4 to %0 step %c1 iter_args(%arg2 = %cst) -> (f32) {
        %2 = affine.apply #map1(%arg0)
        %3 = arith.addi %2, %arg1 : index
        %4 = memref.load %alloc[%3] : memref<11xf32>
        %5 = arith.addf %arg2, %4 : f32
        scf.yield %5 : f32
      }
      vector.print %1 : f32
    }
    memref.dealloc %alloc : memref<11xf32>
    return
  }
}


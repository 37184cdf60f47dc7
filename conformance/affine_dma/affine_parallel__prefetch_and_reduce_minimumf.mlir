// Derived by tools/gen-derived-conformance from conformance/affine_parallel/prefetch_and_reduce_minimumf.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> ((d0 * 4) mod 9)>
module {
  func.func @main() {
    %c9 = arith.constant 9 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c9_1 = arith.constant 9 : index
    %alloc = memref.alloc() : memref<9xf32>
    %alloc_2 = memref.alloc() : memref<9xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 9 {
      %1 = affine.apply #map(%arg0)
      %2 = arith.index_cast %1 : index to i32
      %3 = arith.sitofp %2 : i32 to f32
      %cst = arith.constant 1.500000e+00 : f32
      %4 = arith.subf %3, %cst : f32
      affine.store %4, %alloc_2[%arg0] : memref<9xf32, 2>
    }
    affine.dma_start %alloc_2[%c0], %alloc[%c0], %alloc_3[%c0], %c9 : memref<9xf32, 2>, memref<9xf32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0], %c9 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<9xf32, 2>
    %0 = affine.parallel (%arg0) = (1) to (symbol(%c9_1)) reduce ("minimumf") -> (f32) {
      affine.prefetch %alloc[%arg0 + 4], read, locality<3>, data : memref<9xf32>
      affine.prefetch %alloc[%arg0 * 2], write, locality<0>, instr : memref<9xf32>
      %1 = affine.load %alloc[%arg0] : memref<9xf32>
      affine.yield %1 : f32
    }
    vector.print %0 : f32
    memref.dealloc %alloc : memref<9xf32>
    return
  }
}


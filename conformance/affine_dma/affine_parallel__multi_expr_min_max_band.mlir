// Derived by tools/gen-derived-conformance from conformance/affine_parallel/multi_expr_min_max_band.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 10 + d1)>
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c49 = arith.constant 49 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc() : memref<7x7xi32>
    %c0_i32 = arith.constant 0 : i32
    %alloc_1 = memref.alloc() : memref<7x7xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 7 {
      affine.for %arg1 = 0 to 7 {
        affine.store %c0_i32, %alloc_1[%arg0, %arg1] : memref<7x7xi32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c49 : memref<7x7xi32, 2>, memref<7x7xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c49 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<7x7xi32, 2>
    affine.parallel (%arg0, %arg1) = (max(symbol(%c3) - 2, 0, symbol(%c5) - 6), max(1, symbol(%c3) - 1)) to (min(symbol(%c5) + 2, 7, symbol(%c3) * 2), min(symbol(%c5), 6)) step (2, 1) {
      %0 = affine.apply #map(%arg0, %arg1)
      %1 = arith.index_cast %0 : index to i32
      affine.store %1, %alloc[%arg0, %arg1] : memref<7x7xi32>
    }
    %cast = memref.cast %alloc : memref<7x7xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<7x7xi32>
    return
  }
}


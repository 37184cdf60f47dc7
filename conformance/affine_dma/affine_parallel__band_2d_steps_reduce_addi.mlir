// Derived by tools/gen-derived-conformance from conformance/affine_parallel/band_2d_steps_reduce_addi.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 100 + d1)>
module {
  func.func @main() {
    %c48 = arith.constant 48 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<6x8xi32>
    %alloc_1 = memref.alloc() : memref<6x8xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 8 {
        %2 = affine.apply #map(%arg0, %arg1)
        %3 = arith.index_cast %2 : index to i32
        affine.store %3, %alloc_1[%arg0, %arg1] : memref<6x8xi32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c48 : memref<6x8xi32, 2>, memref<6x8xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c48 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<6x8xi32, 2>
    %0 = affine.parallel (%arg0, %arg1) = (1, 0) to (6, 8) step (2, 3) reduce ("addi") -> (i32) {
      %2 = affine.load %alloc[%arg0, %arg1] : memref<6x8xi32>
      affine.yield %2 : i32
    }
    vector.print %0 : i32
    %1 = affine.parallel (%arg0, %arg1) = (1, 0) to (6, 8) step (2, 3) reduce ("addi") -> (i32) {
      %c1_i32 = arith.constant 1 : i32
      affine.yield %c1_i32 : i32
    }
    vector.print %1 : i32
    memref.dealloc %alloc : memref<6x8xi32>
    return
  }
}


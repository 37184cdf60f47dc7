// Derived by tools/gen-derived-conformance from conformance/affine_index/linearize_in_tiles_reduction_strided.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
#map2 = affine_map<(d0)[s0] -> (d0 floordiv s0)>
module {
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %alloc = memref.alloc() : memref<4x16xi64>
    %c0_i64 = arith.constant 0 : i64
    %alloc_2 = memref.alloc() : memref<4x16xi64, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 16 {
        affine.store %c0_i64, %alloc_2[%arg0, %arg1] : memref<4x16xi64, 2>
      }
    }
    affine.dma_start %alloc_2[%c0_0, %c0_0], %alloc[%c0_0, %c0_0], %alloc_3[%c0_0], %c64 : memref<4x16xi64, 2>, memref<4x16xi64>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c64 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<4x16xi64, 2>
    %subview = memref.subview %alloc[1, 2] [2, 10] [1, 1] : memref<4x16xi64> to memref<2x10xi64, strided<[16, 1], offset: 18>>
    affine.for %arg0 = 0 to 10 step 4 {
      affine.for %arg1 = #map(%arg0) to min #map1(%arg0)[%c10] {
        %1 = affine.linearize_index [%c3, %arg1] by (4, 10) : index
        %2:2 = affine.delinearize_index %1 into (4, 10) : index, index
        %3 = affine.apply #map2(%arg1)[%c4]
        %4 = arith.index_cast %1 : index to i64
        %5 = arith.index_cast %3 : index to i64
        %6 = arith.addi %4, %5 : i64
        affine.store %6, %subview[0, %2#1] : memref<2x10xi64, strided<[16, 1], offset: 18>>
      }
    }
    %0 = affine.parallel (%arg0) = (0) to (10) reduce ("addi") -> (i64) {
      %1 = affine.linearize_index [%arg0, %arg0] by (10, 10) : index
      %2 = affine.apply #map2(%1)[%c3]
      %3 = arith.index_cast %2 : index to i64
      affine.yield %3 : i64
    }
    vector.print %0 : i64
    %cast = memref.cast %alloc : memref<4x16xi64> to memref<*xi64>
    call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    memref.dealloc %alloc : memref<4x16xi64>
    return
  }
}


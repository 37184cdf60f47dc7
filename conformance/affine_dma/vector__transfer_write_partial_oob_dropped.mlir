// Derived by tools/gen-derived-conformance from conformance/vector/transfer_write_partial_oob_dropped.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<3x4xi32>
    %c0_i32 = arith.constant 0 : i32
    %alloc_1 = memref.alloc() : memref<3x4xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 4 {
        affine.store %c0_i32, %alloc_1[%arg0, %arg1] : memref<3x4xi32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c12 : memref<3x4xi32, 2>, memref<3x4xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c12 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<3x4xi32, 2>
    %c0_3 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
    vector.transfer_write %cst, %alloc[%c0_3, %c2] : vector<4xi32>, memref<3x4xi32>
    %cst_4 = arith.constant dense<[[10, 11, 12], [13, 14, 15]]> : vector<2x3xi32>
    vector.transfer_write %cst_4, %alloc[%c2, %c2] : vector<2x3xi32>, memref<3x4xi32>
    %cst_5 = arith.constant dense<[true, false, true, true]> : vector<4xi1>
    %cst_6 = arith.constant dense<[-1, -2, -3, -4]> : vector<4xi32>
    vector.transfer_write %cst_6, %alloc[%c1, %c0_3], %cst_5 : vector<4xi32>, memref<3x4xi32>
    %cst_7 = arith.constant dense<[[7, 8, 9], [5, 6, 4]]> : vector<2x3xi32>
    vector.transfer_write %cst_7, %alloc[%c0_3, %c0_3] {permutation_map = #map} : vector<2x3xi32>, memref<3x4xi32>
    %cast = memref.cast %alloc : memref<3x4xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<3x4xi32>
    return
  }
}


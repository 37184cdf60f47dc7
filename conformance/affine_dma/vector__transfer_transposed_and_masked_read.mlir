// Derived by tools/gen-derived-conformance from conformance/vector/transfer_transposed_and_masked_read.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @main() {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<3x4xi32>
    %alloc_1 = memref.alloc() : memref<3x4xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 4 {
        %4 = arith.index_cast %arg0 : index to i32
        %5 = arith.index_cast %arg1 : index to i32
        %c10_i32 = arith.constant 10 : i32
        %6 = arith.muli %4, %c10_i32 : i32
        %7 = arith.addi %6, %5 : i32
        affine.store %7, %alloc_1[%arg0, %arg1] : memref<3x4xi32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c12 : memref<3x4xi32, 2>, memref<3x4xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c12 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<3x4xi32, 2>
    %c0_3 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c-1_i32 = arith.constant -1 : i32
    %0 = vector.transfer_read %alloc[%c0_3, %c0_3], %c-1_i32 {permutation_map = #map} : memref<3x4xi32>, vector<4x3xi32>
    vector.print %0 : vector<4x3xi32>
    %1 = vector.create_mask %c2 : vector<4xi1>
    %2 = vector.transfer_read %alloc[%c2, %c0_3], %c-1_i32, %1 : memref<3x4xi32>, vector<4xi32>
    vector.print %2 : vector<4xi32>
    %3 = vector.transfer_read %alloc[%c2, %c2], %c-1_i32 : memref<3x4xi32>, vector<2x4xi32>
    vector.print %3 : vector<2x4xi32>
    memref.dealloc %alloc : memref<3x4xi32>
    return
  }
}


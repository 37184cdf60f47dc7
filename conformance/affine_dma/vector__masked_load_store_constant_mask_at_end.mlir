// Derived by tools/gen-derived-conformance from conformance/vector/masked_load_store_constant_mask_at_end.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<6xi32>
    %alloc_1 = memref.alloc() : memref<6xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 6 {
      %4 = arith.index_cast %arg0 : index to i32
      affine.store %4, %alloc_1[%arg0] : memref<6xi32, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c6 : memref<6xi32, 2>, memref<6xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c6 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<6xi32, 2>
    %c4 = arith.constant 4 : index
    %c0_3 = arith.constant 0 : index
    %0 = vector.constant_mask [2] : vector<4xi1>
    %cst = arith.constant dense<-9> : vector<4xi32>
    %1 = vector.maskedload %alloc[%c4], %0, %cst : memref<6xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
    vector.print %1 : vector<4xi32>
    %cst_4 = arith.constant dense<[100, 200, 300, 400]> : vector<4xi32>
    vector.maskedstore %alloc[%c4], %0, %cst_4 : memref<6xi32>, vector<4xi1>, vector<4xi32>
    %2 = vector.constant_mask [0] : vector<4xi1>
    vector.maskedstore %alloc[%c0_3], %2, %cst_4 : memref<6xi32>, vector<4xi1>, vector<4xi32>
    %cst_5 = arith.constant dense<[false, true, false, true]> : vector<4xi1>
    vector.maskedstore %alloc[%c0_3], %cst_5, %cst_4 : memref<6xi32>, vector<4xi1>, vector<4xi32>
    %cast = memref.cast %alloc : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %3 = vector.maskedload %alloc[%c0_3], %cst_5, %cst : memref<6xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
    vector.print %3 : vector<4xi32>
    memref.dealloc %alloc : memref<6xi32>
    return
  }
}


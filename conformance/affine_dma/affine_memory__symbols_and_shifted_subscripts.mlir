// Derived by tools/gen-derived-conformance from conformance/affine_memory/symbols_and_shifted_subscripts.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c10 = arith.constant 10 : index
    %c0 = arith.constant 0 : index
    %c10_0 = arith.constant 10 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<10xi32>
    %c3 = arith.constant 3 : index
    %alloc_3 = memref.alloc() : memref<10xi32, 2>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 10 {
      %0 = arith.index_cast %arg0 : index to i32
      affine.store %0, %alloc_3[%arg0] : memref<10xi32, 2>
    }
    affine.dma_start %alloc_3[%c0_1], %alloc[%c0_1], %alloc_4[%c0_1], %c10_0 : memref<10xi32, 2>, memref<10xi32>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0_1], %c10_0 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<10xi32, 2>
    %alloc_5 = memref.alloc() : memref<10xi32, 2>
    %alloc_6 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0], %alloc_5[%c0], %alloc_6[%c0], %c10 : memref<10xi32>, memref<10xi32, 2>, memref<1xi32>
    affine.dma_wait %alloc_6[%c0], %c10 : memref<1xi32>
    affine.for %arg0 = 0 to 5 {
      %0 = affine.load %alloc_5[%arg0 + 3] : memref<10xi32, 2>
      %1 = affine.load %alloc_5[%arg0 * 2] : memref<10xi32, 2>
      %2 = affine.load %alloc_5[-%arg0 + 9] : memref<10xi32, 2>
      %3 = arith.addi %0, %1 : i32
      %4 = arith.muli %3, %2 : i32
      vector.print %4 : i32
    }
    memref.dealloc %alloc_6 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<10xi32, 2>
    memref.dealloc %alloc : memref<10xi32>
    return
  }
}


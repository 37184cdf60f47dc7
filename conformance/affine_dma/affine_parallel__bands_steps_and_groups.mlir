// Derived by tools/gen-derived-conformance from conformance/affine_parallel/bands_steps_and_groups.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefF64(memref<*xf64>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %c36 = arith.constant 36 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<6x6xi32>
    %c0_i32 = arith.constant 0 : i32
    %alloc_1 = memref.alloc() : memref<6x6xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 6 {
        affine.store %c0_i32, %alloc_1[%arg0, %arg1] : memref<6x6xi32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c36 : memref<6x6xi32, 2>, memref<6x6xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c36 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<6x6xi32, 2>
    %c5 = arith.constant 5 : index
    affine.parallel (%arg0, %arg1) = (max(0, 1), 0) to (min(6, symbol(%c5)), 6) step (2, 3) {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.index_cast %arg1 : index to i32
      %2 = arith.addi %0, %1 : i32
      affine.store %2, %alloc[%arg0, %arg1] : memref<6x6xi32>
    }
    %cast = memref.cast %alloc : memref<6x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<6x6xi32>
    return
  }
}


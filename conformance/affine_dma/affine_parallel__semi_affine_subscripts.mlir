// Derived by tools/gen-derived-conformance from conformance/affine_parallel/semi_affine_subscripts.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc() : memref<8xi64>
    %alloc_2 = memref.alloc() : memref<8xi64, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %1 = arith.index_cast %arg0 : index to i64
      %c10_i64 = arith.constant 10 : i64
      %2 = arith.muli %1, %c10_i64 : i64
      affine.store %2, %alloc_2[%arg0] : memref<8xi64, 2>
    }
    affine.dma_start %alloc_2[%c0_0], %alloc[%c0_0], %alloc_3[%c0_0], %c8 : memref<8xi64, 2>, memref<8xi64>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c8 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<8xi64, 2>
    %alloc_4 = memref.alloc() : memref<4xi64>
    %alloc_5 = memref.alloc() : memref<12xi64>
    %alloc_6 = memref.alloc() : memref<12xi64, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 12 {
      %c-1_i64 = arith.constant -1 : i64
      affine.store %c-1_i64, %alloc_6[%arg0] : memref<12xi64, 2>
    }
    affine.dma_start %alloc_6[%c0], %alloc_5[%c0], %alloc_7[%c0], %c12 : memref<12xi64, 2>, memref<12xi64>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c12 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<12xi64, 2>
    affine.parallel (%arg0) = (0) to (8) step (2) {
      %1 = affine.load %alloc[%arg0 floordiv 2] : memref<8xi64>
      %2 = affine.load %alloc[%arg0 mod 4 + 4] : memref<8xi64>
      %3 = arith.addi %1, %2 : i64
      affine.store %3, %alloc_4[%arg0 floordiv 2] : memref<4xi64>
    }
    %0 = affine.parallel (%arg0) = (0) to (4) reduce ("addi") -> (i64) {
      %1 = affine.load %alloc[%arg0 mod symbol(%c3)] : memref<8xi64>
      affine.store %1, %alloc_5[%arg0 * symbol(%c3)] : memref<12xi64>
      affine.yield %1 : i64
    }
    vector.print %0 : i64
    %cast = memref.cast %alloc_4 : memref<4xi64> to memref<*xi64>
    call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    %cast_8 = memref.cast %alloc_5 : memref<12xi64> to memref<*xi64>
    call @printMemrefI64(%cast_8) : (memref<*xi64>) -> ()
    memref.dealloc %alloc : memref<8xi64>
    memref.dealloc %alloc_4 : memref<4xi64>
    memref.dealloc %alloc_5 : memref<12xi64>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/affine_for/reinterpret_cast_column_walk_i64.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<16xi64>
    %alloc_2 = memref.alloc() : memref<16xi64, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      %1 = arith.index_cast %arg0 : index to i64
      affine.store %1, %alloc_2[%arg0] : memref<16xi64, 2>
    }
    affine.dma_start %alloc_2[%c0_0], %alloc[%c0_0], %alloc_3[%c0_0], %c16 : memref<16xi64, 2>, memref<16xi64>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c16 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<16xi64, 2>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [1], sizes: [4, 3], strides: [1, 4] : memref<16xi64> to memref<4x3xi64, strided<[1, 4], offset: 1>>
    %c0_i64 = arith.constant 0 : i64
    %0 = affine.for %arg0 = 0 to 4 iter_args(%arg1 = %c0_i64) -> (i64) {
      %1 = affine.for %arg2 = 0 to 3 iter_args(%arg3 = %arg1) -> (i64) {
        %2 = affine.load %reinterpret_cast[%arg0, %arg2] : memref<4x3xi64, strided<[1, 4], offset: 1>>
        %c3_i64 = arith.constant 3 : i64
        %3 = arith.muli %arg3, %c3_i64 : i64
        %4 = arith.addi %3, %2 : i64
        affine.yield %4 : i64
      }
      affine.yield %1 : i64
    }
    vector.print %0 : i64
    %cast = memref.cast %reinterpret_cast : memref<4x3xi64, strided<[1, 4], offset: 1>> to memref<*xi64>
    call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    memref.dealloc %alloc : memref<16xi64>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/memref/reinterpret_cast_overlapping_windows.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8xi32>
    %alloc_1 = memref.alloc() : memref<8xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %1 = arith.index_cast %arg0 : index to i32
      affine.store %1, %alloc_1[%arg0] : memref<8xi32, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c8 : memref<8xi32, 2>, memref<8xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c8 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<8xi32, 2>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [4, 3], strides: [1, 1] : memref<8xi32> to memref<4x3xi32, strided<[1, 1]>>
    %cast = memref.cast %reinterpret_cast : memref<4x3xi32, strided<[1, 1]>> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %reinterpret_cast_3 = memref.reinterpret_cast %alloc to offset: [%c3], sizes: [%c2, 2], strides: [2, 1] : memref<8xi32> to memref<?x2xi32, strided<[2, 1], offset: ?>>
    %cast_4 = memref.cast %reinterpret_cast_3 : memref<?x2xi32, strided<[2, 1], offset: ?>> to memref<*xi32>
    call @printMemrefI32(%cast_4) : (memref<*xi32>) -> ()
    %c0_5 = arith.constant 0 : index
    %c99_i32 = arith.constant 99 : i32
    %c1 = arith.constant 1 : index
    memref.store %c99_i32, %reinterpret_cast[%c2, %c1] : memref<4x3xi32, strided<[1, 1]>>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %0 = memref.load %reinterpret_cast_3[%c0_5, %c0_5] : memref<?x2xi32, strided<[2, 1], offset: ?>>
    vector.print %0 : i32
    memref.dealloc %alloc : memref<8xi32>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/memref/reinterpret_cast.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefF64(memref<*xf64>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<12xi32>
    %alloc_1 = memref.alloc() : memref<12xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 12 {
      %0 = arith.index_cast %arg0 : index to i32
      affine.store %0, %alloc_1[%arg0] : memref<12xi32, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c12 : memref<12xi32, 2>, memref<12xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c12 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<12xi32, 2>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [1], sizes: [3, 3], strides: [4, 1] : memref<12xi32> to memref<3x3xi32, strided<[4, 1], offset: 1>>
    %cast = memref.cast %reinterpret_cast : memref<3x3xi32, strided<[4, 1], offset: 1>> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<12xi32>
    return
  }
}


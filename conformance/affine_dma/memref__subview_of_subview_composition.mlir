// Derived by tools/gen-derived-conformance from conformance/memref/subview_of_subview_composition.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 8 + d1)>
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8x8xi32>
    %alloc_1 = memref.alloc() : memref<8x8xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      affine.for %arg1 = 0 to 8 {
        %1 = affine.apply #map(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i32
        affine.store %2, %alloc_1[%arg0, %arg1] : memref<8x8xi32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c64 : memref<8x8xi32, 2>, memref<8x8xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c64 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<8x8xi32, 2>
    %subview = memref.subview %alloc[1, 0] [4, 6] [1, 1] : memref<8x8xi32> to memref<4x6xi32, strided<[8, 1], offset: 8>>
    %subview_3 = memref.subview %subview[1, 2] [2, 2] [2, 3] : memref<4x6xi32, strided<[8, 1], offset: 8>> to memref<2x2xi32, strided<[16, 3], offset: 18>>
    %cast = memref.cast %subview_3 : memref<2x2xi32, strided<[16, 3], offset: 18>> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %c1 = arith.constant 1 : index
    %subview_4 = memref.subview %subview[%c1, %c1] [2, 3] [1, 2] : memref<4x6xi32, strided<[8, 1], offset: 8>> to memref<2x3xi32, strided<[8, 2], offset: ?>>
    %cast_5 = memref.cast %subview_4 : memref<2x3xi32, strided<[8, 2], offset: ?>> to memref<*xi32>
    call @printMemrefI32(%cast_5) : (memref<*xi32>) -> ()
    %0 = memref.load %subview_4[%c1, %c1] : memref<2x3xi32, strided<[8, 2], offset: ?>>
    vector.print %0 : i32
    memref.dealloc %alloc : memref<8x8xi32>
    return
  }
}


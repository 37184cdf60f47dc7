// Derived by tools/gen-derived-conformance from conformance/memref/copy_strided_to_contiguous.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 10 + d1)>
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c18 = arith.constant 18 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<3x6xi32>
    %alloc_2 = memref.alloc() : memref<3x6xi32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 6 {
        %0 = affine.apply #map(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i32
        affine.store %1, %alloc_2[%arg0, %arg1] : memref<3x6xi32, 2>
      }
    }
    affine.dma_start %alloc_2[%c0_0, %c0_0], %alloc[%c0_0, %c0_0], %alloc_3[%c0_0], %c18 : memref<3x6xi32, 2>, memref<3x6xi32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c18 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<3x6xi32, 2>
    %subview = memref.subview %alloc[0, 1] [3, 3] [1, 2] : memref<3x6xi32> to memref<3x3xi32, strided<[6, 2], offset: 1>>
    %alloc_4 = memref.alloc() : memref<3x3xi32>
    memref.copy %subview, %alloc_4 : memref<3x3xi32, strided<[6, 2], offset: 1>> to memref<3x3xi32>
    %cast = memref.cast %alloc_4 : memref<3x3xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %c-7_i32 = arith.constant -7 : i32
    affine.for %arg0 = 0 to 3 {
      affine.store %c-7_i32, %alloc_4[%arg0, %arg0] : memref<3x3xi32>
    }
    %transpose = memref.transpose %alloc_4 (d0, d1) -> (d1, d0) : memref<3x3xi32> to memref<3x3xi32, strided<[1, 3]>>
    %subview_5 = memref.subview %alloc[0, 0] [3, 3] [1, 1] : memref<3x6xi32> to memref<3x3xi32, strided<[6, 1]>>
    memref.copy %transpose, %subview_5 : memref<3x3xi32, strided<[1, 3]>> to memref<3x3xi32, strided<[6, 1]>>
    %cast_6 = memref.cast %alloc : memref<3x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast_6) : (memref<*xi32>) -> ()
    memref.dealloc %alloc_4 : memref<3x3xi32>
    memref.dealloc %alloc : memref<3x6xi32>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/affine_memory/reinterpret_cast_transposed_i16.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 10 + d1)>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c14 = arith.constant 14 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c14_2 = arith.constant 14 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<14xi16>
    %alloc_5 = memref.alloc() : memref<14xi16, 2>
    %alloc_6 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 14 {
      %c-7_i16 = arith.constant -7 : i16
      affine.store %c-7_i16, %alloc_5[%arg0] : memref<14xi16, 2>
    }
    affine.dma_start %alloc_5[%c0_3], %alloc[%c0_3], %alloc_6[%c0_3], %c14_2 : memref<14xi16, 2>, memref<14xi16>, memref<1xi32>
    affine.dma_wait %alloc_6[%c0_3], %c14_2 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<14xi16, 2>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [2], sizes: [3, 4], strides: [1, 3] : memref<14xi16> to memref<3x4xi16, strided<[1, 3], offset: 2>>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 4 {
        %1 = affine.apply #map(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i16
        affine.store %2, %reinterpret_cast[%arg0, %arg1] : memref<3x4xi16, strided<[1, 3], offset: 2>>
      }
    }
    %alloc_7 = memref.alloc() : memref<14xi16, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_0], %alloc_7[%c0_0], %alloc_8[%c0_0], %c14 : memref<14xi16>, memref<14xi16, 2>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0_0], %c14 : memref<1xi32>
    affine.for %arg0 = 0 to 14 {
      %1 = affine.load %alloc_7[%arg0] : memref<14xi16, 2>
      vector.print %1 : i16
    }
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<14xi16, 2>
    %0 = affine.load %reinterpret_cast[2, 1] : memref<3x4xi16, strided<[1, 3], offset: 2>>
    vector.print %0 : i16
    memref.dealloc %alloc : memref<14xi16>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/memref/subview_rank_reduced_column.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 5 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 * 10 + d1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c20 = arith.constant 20 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4x5xf32>
    %alloc_2 = memref.alloc() : memref<4x5xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 5 {
        %0 = affine.apply #map(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i32
        %2 = arith.sitofp %1 : i32 to f32
        affine.store %2, %alloc_2[%arg0, %arg1] : memref<4x5xf32, 2>
      }
    }
    affine.dma_start %alloc_2[%c0_0, %c0_0], %alloc[%c0_0, %c0_0], %alloc_3[%c0_0], %c20 : memref<4x5xf32, 2>, memref<4x5xf32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c20 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<4x5xf32, 2>
    %subview = memref.subview %alloc[0, 2] [4, 1] [1, 1] : memref<4x5xf32> to memref<4xf32, strided<[5], offset: 2>>
    %cast = memref.cast %subview : memref<4xf32, strided<[5], offset: 2>> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cst = arith.constant -1.000000e+00 : f32
    %c3 = arith.constant 3 : index
    memref.store %cst, %subview[%c3] : memref<4xf32, strided<[5], offset: 2>>
    %cast_4 = memref.cast %alloc : memref<4x5xf32> to memref<*xf32>
    call @printMemrefF32(%cast_4) : (memref<*xf32>) -> ()
    %alloc_5 = memref.alloc() : memref<2x1x3xf32>
    %alloc_6 = memref.alloc() : memref<2x1x3xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        %0 = affine.apply #map1(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i32
        %2 = arith.sitofp %1 : i32 to f32
        affine.store %2, %alloc_6[%arg0, 0, %arg1] : memref<2x1x3xf32, 2>
      }
    }
    affine.dma_start %alloc_6[%c0, %c0, %c0], %alloc_5[%c0, %c0, %c0], %alloc_7[%c0], %c6 : memref<2x1x3xf32, 2>, memref<2x1x3xf32>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c6 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<2x1x3xf32, 2>
    %subview_8 = memref.subview %alloc_5[0, 0, 1] [2, 1, 2] [1, 1, 1] : memref<2x1x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
    %cast_9 = memref.cast %subview_8 : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<*xf32>
    call @printMemrefF32(%cast_9) : (memref<*xf32>) -> ()
    memref.dealloc %alloc_5 : memref<2x1x3xf32>
    memref.dealloc %alloc : memref<4x5xf32>
    return
  }
}


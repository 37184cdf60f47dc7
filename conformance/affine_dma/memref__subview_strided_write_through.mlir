// Derived by tools/gen-derived-conformance from conformance/memref/subview_strided_write_through.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 3 + d1 + 1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c30 = arith.constant 30 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<5x6xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc_1 = memref.alloc() : memref<5x6xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 5 {
      affine.for %arg1 = 0 to 6 {
        affine.store %cst, %alloc_1[%arg0, %arg1] : memref<5x6xf32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c30 : memref<5x6xf32, 2>, memref<5x6xf32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c30 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<5x6xf32, 2>
    %subview = memref.subview %alloc[1, 1] [2, 3] [2, 2] : memref<5x6xf32> to memref<2x3xf32, strided<[12, 2], offset: 7>>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        %0 = affine.apply #map(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i32
        %2 = arith.sitofp %1 : i32 to f32
        memref.store %2, %subview[%arg0, %arg1] : memref<2x3xf32, strided<[12, 2], offset: 7>>
      }
    }
    %cast = memref.cast %alloc : memref<5x6xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_3 = memref.cast %subview : memref<2x3xf32, strided<[12, 2], offset: 7>> to memref<*xf32>
    call @printMemrefF32(%cast_3) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<5x6xf32>
    return
  }
}


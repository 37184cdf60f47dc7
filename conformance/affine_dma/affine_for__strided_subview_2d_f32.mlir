// Derived by tools/gen-derived-conformance from conformance/affine_for/strided_subview_2d_f32.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 10 + d1 + 1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc() : memref<8x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc_2 = memref.alloc() : memref<8x8xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      affine.for %arg1 = 0 to 8 {
        affine.store %cst, %alloc_2[%arg0, %arg1] : memref<8x8xf32, 2>
      }
    }
    affine.dma_start %alloc_2[%c0_0, %c0_0], %alloc[%c0_0, %c0_0], %alloc_3[%c0_0], %c64 : memref<8x8xf32, 2>, memref<8x8xf32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c64 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<8x8xf32, 2>
    %subview = memref.subview %alloc[0, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
    affine.for %arg0 = 0 to %c4 {
      affine.for %arg1 = 0 to %c4 step 3 {
        %0 = affine.apply #map(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i32
        %2 = arith.sitofp %1 : i32 to f32
        affine.store %2, %subview[%arg0, %arg1] : memref<4x4xf32, strided<[8, 1], offset: 2>>
      }
    }
    %cast = memref.cast %subview : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_4 = memref.cast %alloc : memref<8x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast_4) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<8x8xf32>
    return
  }
}


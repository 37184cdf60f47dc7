// Derived by tools/gen-derived-conformance from conformance/affine_yield/results_stored_through_views.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloca = memref.alloca() : memref<4xf32, 1>
    %alloc = memref.alloc() : memref<4x6xf32>
    %alloc_3 = memref.alloc() : memref<4x6xf32, 2>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 6 {
        %0 = affine.apply #map(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i32
        %2 = arith.sitofp %1 : i32 to f32
        affine.store %2, %alloc_3[%arg0, %arg1] : memref<4x6xf32, 2>
      }
    }
    affine.dma_start %alloc_3[%c0_1, %c0_1], %alloc[%c0_1, %c0_1], %alloc_4[%c0_1], %c24 : memref<4x6xf32, 2>, memref<4x6xf32>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0_1], %c24 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<4x6xf32, 2>
    %subview = memref.subview %alloc[0, 1] [4, 4] [1, 1] : memref<4x6xf32> to memref<4x4xf32, strided<[6, 1], offset: 1>>
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg0 = 0 to 4 {
      %0 = affine.for %arg1 = 0 to 4 iter_args(%arg2 = %cst) -> (f32) {
        %1 = affine.load %subview[%arg0, %arg1] : memref<4x4xf32, strided<[6, 1], offset: 1>>
        %2 = arith.addf %arg2, %1 : f32
        affine.yield %2 : f32
      }
      affine.store %0, %alloca[-%arg0 + 3] : memref<4xf32, 1>
    }
    affine.for %arg0 = 0 to 4 {
      %0 = affine.load %alloca[%arg0] : memref<4xf32, 1>
      affine.store %0, %subview[%arg0, %arg0] : memref<4x4xf32, strided<[6, 1], offset: 1>>
    }
    %cast = memref.cast %alloc : memref<4x6xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<4x6xf32>
    return
  }
}


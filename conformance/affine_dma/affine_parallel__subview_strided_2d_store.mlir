// Derived by tools/gen-derived-conformance from conformance/affine_parallel/subview_strided_2d_store.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 4 + d1 + 1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc_1 = memref.alloc() : memref<8x8xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      affine.for %arg1 = 0 to 8 {
        affine.store %cst, %alloc_1[%arg0, %arg1] : memref<8x8xf32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c64 : memref<8x8xf32, 2>, memref<8x8xf32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c64 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<8x8xf32, 2>
    %subview = memref.subview %alloc[2, 1] [3, 4] [2, 2] : memref<8x8xf32> to memref<3x4xf32, strided<[16, 2], offset: 17>>
    affine.parallel (%arg0, %arg1) = (0, 0) to (3, 4) {
      %1 = affine.apply #map(%arg0, %arg1)
      %2 = arith.index_cast %1 : index to i32
      %3 = arith.sitofp %2 : i32 to f32
      affine.store %3, %subview[%arg0, %arg1] : memref<3x4xf32, strided<[16, 2], offset: 17>>
    }
    %0 = affine.parallel (%arg0) = (0) to (3) reduce ("maximumf") -> (f32) {
      %1 = affine.load %subview[%arg0, -%arg0 + 3] : memref<3x4xf32, strided<[16, 2], offset: 17>>
      affine.yield %1 : f32
    }
    vector.print %0 : f32
    %cast = memref.cast %alloc : memref<8x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<8x8xf32>
    return
  }
}


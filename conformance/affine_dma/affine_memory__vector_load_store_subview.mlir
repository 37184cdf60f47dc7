// Derived by tools/gen-derived-conformance from conformance/affine_memory/vector_load_store_subview.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 8 + d1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8x8xf32>
    %alloc_1 = memref.alloc() : memref<8x8xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      affine.for %arg1 = 0 to 8 {
        %1 = affine.apply #map(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i32
        %3 = arith.sitofp %2 : i32 to f32
        affine.store %3, %alloc_1[%arg0, %arg1] : memref<8x8xf32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c64 : memref<8x8xf32, 2>, memref<8x8xf32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c64 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<8x8xf32, 2>
    %subview = memref.subview %alloc[1, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
    %cst = arith.constant dense<-5.000000e-01> : vector<4xf32>
    affine.for %arg0 = 0 to 4 {
      %1 = affine.vector_load %subview[%arg0, 0] : memref<4x4xf32, strided<[8, 1], offset: 10>>, vector<4xf32>
      vector.print %1 : vector<4xf32>
      %2 = arith.mulf %1, %cst : vector<4xf32>
      affine.vector_store %2, %subview[%arg0, 0] : memref<4x4xf32, strided<[8, 1], offset: 10>>, vector<4xf32>
    }
    %0 = affine.vector_load %subview[3, 1] : memref<4x4xf32, strided<[8, 1], offset: 10>>, vector<2xf32>
    vector.print %0 : vector<2xf32>
    %cast = memref.cast %alloc : memref<8x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<8x8xf32>
    return
  }
}


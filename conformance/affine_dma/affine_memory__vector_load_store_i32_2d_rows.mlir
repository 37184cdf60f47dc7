// Derived by tools/gen-derived-conformance from conformance/affine_memory/vector_load_store_i32_2d_rows.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 8 + d1)>
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4x8xi32>
    %alloc_1 = memref.alloc() : memref<4x8xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 8 {
        %1 = affine.apply #map(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i32
        affine.store %2, %alloc_1[%arg0, %arg1] : memref<4x8xi32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c32 : memref<4x8xi32, 2>, memref<4x8xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c32 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<4x8xi32, 2>
    affine.for %arg0 = 0 to 4 step 2 {
      %1 = affine.vector_load %alloc[%arg0, 0] : memref<4x8xi32>, vector<4xi32>
      %2 = affine.vector_load %alloc[%arg0, 4] : memref<4x8xi32>, vector<4xi32>
      affine.vector_store %2, %alloc[%arg0, 0] : memref<4x8xi32>, vector<4xi32>
      affine.vector_store %1, %alloc[%arg0, 4] : memref<4x8xi32>, vector<4xi32>
    }
    %0 = affine.vector_load %alloc[3, 2] : memref<4x8xi32>, vector<3xi32>
    vector.print %0 : vector<3xi32>
    %cast = memref.cast %alloc : memref<4x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<4x8xi32>
    return
  }
}


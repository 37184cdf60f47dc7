// Derived by tools/gen-derived-conformance from conformance/affine_memory/vector_load_semi_affine_index.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 8 + d1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c24 = arith.constant 24 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc() : memref<3x8xf32>
    %alloc_1 = memref.alloc() : memref<3x8xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 8 {
        %0 = affine.apply #map(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i32
        %2 = arith.sitofp %1 : i32 to f32
        affine.store %2, %alloc_1[%arg0, %arg1] : memref<3x8xf32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c24 : memref<3x8xf32, 2>, memref<3x8xf32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c24 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<3x8xf32, 2>
    %alloc_3 = memref.alloc() : memref<3x6xf32>
    affine.for %arg0 = 0 to 9 {
      %0 = affine.vector_load %alloc[%arg0 floordiv symbol(%c3), (%arg0 mod symbol(%c3)) * 2] : memref<3x8xf32>, vector<2xf32>
      affine.vector_store %0, %alloc_3[%arg0 floordiv 3, (%arg0 mod 3) * 2] : memref<3x6xf32>, vector<2xf32>
    }
    %cast = memref.cast %alloc_3 : memref<3x6xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<3x8xf32>
    memref.dealloc %alloc_3 : memref<3x6xf32>
    return
  }
}


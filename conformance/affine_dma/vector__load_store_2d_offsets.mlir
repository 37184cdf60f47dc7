// Derived by tools/gen-derived-conformance from conformance/vector/load_store_2d_offsets.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 6 + d1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c18 = arith.constant 18 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<3x6xf32>
    %alloc_1 = memref.alloc() : memref<3x6xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 6 {
        %4 = affine.apply #map(%arg0, %arg1)
        %5 = arith.index_cast %4 : index to i32
        %6 = arith.sitofp %5 : i32 to f32
        affine.store %6, %alloc_1[%arg0, %arg1] : memref<3x6xf32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c18 : memref<3x6xf32, 2>, memref<3x6xf32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c18 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<3x6xf32, 2>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = vector.load %alloc[%c1, %c2] : memref<3x6xf32>, vector<4xf32>
    vector.print %0 : vector<4xf32>
    %1 = arith.negf %0 : vector<4xf32>
    vector.store %1, %alloc[%c2, %c1] : memref<3x6xf32>, vector<4xf32>
    %c0_3 = arith.constant 0 : index
    %2 = vector.load %alloc[%c0_3, %c0_3] : memref<3x6xf32>, vector<2xf32>
    vector.print %2 : vector<2xf32>
    %cast = memref.cast %alloc : memref<3x6xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %subview = memref.subview %alloc[0, 1] [3, 4] [1, 1] : memref<3x6xf32> to memref<3x4xf32, strided<[6, 1], offset: 1>>
    %3 = vector.load %subview[%c2, %c0_3] : memref<3x4xf32, strided<[6, 1], offset: 1>>, vector<4xf32>
    vector.print %3 : vector<4xf32>
    memref.dealloc %alloc : memref<3x6xf32>
    return
  }
}


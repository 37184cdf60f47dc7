// Derived by tools/gen-derived-conformance from conformance/affine_parallel/vector_load_store_step4.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<16xf32>
    %alloc_1 = memref.alloc() : memref<16xf32>
    %alloc_2 = memref.alloc() : memref<16xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      %1 = arith.index_cast %arg0 : index to i32
      %2 = arith.sitofp %1 : i32 to f32
      affine.store %2, %alloc_2[%arg0] : memref<16xf32, 2>
    }
    affine.dma_start %alloc_2[%c0], %alloc[%c0], %alloc_3[%c0], %c16 : memref<16xf32, 2>, memref<16xf32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<16xf32, 2>
    %0 = affine.parallel (%arg0) = (0) to (16) step (4) reduce ("addf") -> (f32) {
      %1 = affine.vector_load %alloc[%arg0] : memref<16xf32>, vector<4xf32>
      %2 = vector.shuffle %1, %1 [3, 2, 1, 0] : vector<4xf32>, vector<4xf32>
      affine.vector_store %2, %alloc_1[%arg0] : memref<16xf32>, vector<4xf32>
      %3 = vector.extract %1[0] : f32 from vector<4xf32>
      affine.yield %3 : f32
    }
    vector.print %0 : f32
    %cast = memref.cast %alloc_1 : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16xf32>
    memref.dealloc %alloc_1 : memref<16xf32>
    return
  }
}


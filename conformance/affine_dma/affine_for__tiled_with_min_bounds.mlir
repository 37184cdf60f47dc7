// Derived by tools/gen-derived-conformance from conformance/affine_for/tiled_with_min_bounds.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 4, 10)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefF64(memref<*xf64>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %c10 = arith.constant 10 : index
    %c0 = arith.constant 0 : index
    %c10_0 = arith.constant 10 : index
    %c0_1 = arith.constant 0 : index
    %c10_2 = arith.constant 10 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<10xi32>
    %c0_i32 = arith.constant 0 : i32
    %alloc_5 = memref.alloc() : memref<10xi32, 2>
    %alloc_6 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 10 {
      affine.store %c0_i32, %alloc_5[%arg0] : memref<10xi32, 2>
    }
    affine.dma_start %alloc_5[%c0_3], %alloc[%c0_3], %alloc_6[%c0_3], %c10_2 : memref<10xi32, 2>, memref<10xi32>, memref<1xi32>
    affine.dma_wait %alloc_6[%c0_3], %c10_2 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<10xi32, 2>
    %alloc_7 = memref.alloc() : memref<10xi32, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_1], %alloc_7[%c0_1], %alloc_8[%c0_1], %c10_0 : memref<10xi32>, memref<10xi32, 2>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0_1], %c10_0 : memref<1xi32>
    %alloc_9 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 10 step 4 {
      affine.for %arg1 = #map(%arg0) to min #map1(%arg0) {
        %0 = affine.load %alloc_7[%arg1] : memref<10xi32, 2>
        %1 = arith.index_cast %arg0 : index to i32
        %2 = arith.addi %0, %1 : i32
        affine.store %2, %alloc_7[%arg1] : memref<10xi32, 2>
      }
    }
    affine.dma_start %alloc_7[%c0], %alloc[%c0], %alloc_9[%c0], %c10 : memref<10xi32, 2>, memref<10xi32>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0], %c10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<10xi32, 2>
    %cast = memref.cast %alloc : memref<10xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<10xi32>
    return
  }
}


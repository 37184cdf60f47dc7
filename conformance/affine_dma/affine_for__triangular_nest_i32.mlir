// Derived by tools/gen-derived-conformance from conformance/affine_for/triangular_nest_i32.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0, d1) -> (d0 * 10 + d1)>
#map2 = affine_map<(d0) -> (d0)>
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c36 = arith.constant 36 : index
    %c0 = arith.constant 0 : index
    %c36_0 = arith.constant 36 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c36_3 = arith.constant 36 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<6x6xi32>
    %c0_i32 = arith.constant 0 : i32
    %alloc_6 = memref.alloc() : memref<6x6xi32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 6 {
        affine.store %c0_i32, %alloc_6[%arg0, %arg1] : memref<6x6xi32, 2>
      }
    }
    affine.dma_start %alloc_6[%c0_4, %c0_4], %alloc[%c0_4, %c0_4], %alloc_7[%c0_4], %c36_3 : memref<6x6xi32, 2>, memref<6x6xi32>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0_4], %c36_3 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<6x6xi32, 2>
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to #map(%arg0) {
        %0 = affine.apply #map1(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i32
        affine.store %1, %alloc[%arg0, %arg1] : memref<6x6xi32>
      }
    }
    %c-1_i32 = arith.constant -1 : i32
    %alloc_8 = memref.alloc() : memref<6x6xi32, 2>
    %alloc_9 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_1, %c0_1], %alloc_8[%c0_1, %c0_1], %alloc_9[%c0_1], %c36_0 : memref<6x6xi32>, memref<6x6xi32, 2>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0_1], %c36_0 : memref<1xi32>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = #map2(%arg0) to 6 step 2 {
        %0 = affine.load %alloc_8[%arg0, %arg1] : memref<6x6xi32, 2>
        %1 = arith.addi %0, %c-1_i32 : i32
        affine.store %1, %alloc_8[%arg0, %arg1] : memref<6x6xi32, 2>
      }
    }
    affine.dma_start %alloc_8[%c0, %c0], %alloc[%c0, %c0], %alloc_10[%c0], %c36 : memref<6x6xi32, 2>, memref<6x6xi32>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0], %c36 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<6x6xi32, 2>
    %cast = memref.cast %alloc : memref<6x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<6x6xi32>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/affine_memory/load_store_i16_min_max_tiles.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0)[s0] -> (d0, s0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 4, s0, 12)>
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c12_0 = arith.constant 12 : index
    %c0_1 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c9 = arith.constant 9 : index
    %c0_2 = arith.constant 0 : index
    %c12_3 = arith.constant 12 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<12xi16>
    %c-1_i16 = arith.constant -1 : i16
    %alloc_6 = memref.alloc() : memref<12xi16, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 12 {
      affine.store %c-1_i16, %alloc_6[%arg0] : memref<12xi16, 2>
    }
    affine.dma_start %alloc_6[%c0_4], %alloc[%c0_4], %alloc_7[%c0_4], %c12_3 : memref<12xi16, 2>, memref<12xi16>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0_4], %c12_3 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<12xi16, 2>
    %c2_8 = arith.constant 2 : index
    %c11 = arith.constant 11 : index
    %alloc_9 = memref.alloc() : memref<9xi16, 2>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 12 step 4 {
      affine.for %arg1 = max #map(%arg0)[%c2_8] to min #map1(%arg0)[%c11] {
        %0 = arith.index_cast %arg1 : index to i16
        %1 = arith.index_cast %arg0 : index to i16
        %c100_i16 = arith.constant 100 : i16
        %2 = arith.muli %1, %c100_i16 : i16
        %3 = arith.addi %2, %0 : i16
        affine.store %3, %alloc_9[%arg1 - 2] : memref<9xi16, 2>
      }
    }
    affine.dma_start %alloc_9[%c0_2], %alloc[%c2], %alloc_10[%c0_2], %c9 : memref<9xi16, 2>, memref<12xi16>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0_2], %c9 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<9xi16, 2>
    %alloc_11 = memref.alloc() : memref<12xi32>
    %alloc_12 = memref.alloc() : memref<12xi16, 2>
    %alloc_13 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_1], %alloc_12[%c0_1], %alloc_13[%c0_1], %c12_0 : memref<12xi16>, memref<12xi16, 2>, memref<1xi32>
    affine.dma_wait %alloc_13[%c0_1], %c12_0 : memref<1xi32>
    %alloc_14 = memref.alloc() : memref<12xi32, 2>
    %alloc_15 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 12 {
      %0 = affine.load %alloc_12[%arg0] : memref<12xi16, 2>
      %1 = arith.extsi %0 : i16 to i32
      affine.store %1, %alloc_14[%arg0] : memref<12xi32, 2>
    }
    affine.dma_start %alloc_14[%c0], %alloc_11[%c0], %alloc_15[%c0], %c12 : memref<12xi32, 2>, memref<12xi32>, memref<1xi32>
    affine.dma_wait %alloc_15[%c0], %c12 : memref<1xi32>
    memref.dealloc %alloc_15 : memref<1xi32>
    memref.dealloc %alloc_14 : memref<12xi32, 2>
    memref.dealloc %alloc_13 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<12xi16, 2>
    %cast = memref.cast %alloc_11 : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<12xi16>
    memref.dealloc %alloc_11 : memref<12xi32>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/affine_memory/load_store_index_memref.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> ((d0 * 3) mod 8)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0 - 6)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<()[s0] -> (s0 + 1)>
module {
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c0_0 = arith.constant 0 : index
    %c8_1 = arith.constant 8 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8xindex>
    %alloc_4 = memref.alloc() : memref<8xindex, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %5 = affine.apply #map(%arg0)
      affine.store %5, %alloc_4[%arg0] : memref<8xindex, 2>
    }
    affine.dma_start %alloc_4[%c0_2], %alloc[%c0_2], %alloc_5[%c0_2], %c8_1 : memref<8xindex, 2>, memref<8xindex>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_2], %c8_1 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<8xindex, 2>
    %c2 = arith.constant 2 : index
    %0 = memref.load %alloc[%c2] : memref<8xindex>
    vector.print %0 : index
    %c0_6 = arith.constant 0 : index
    %alloc_7 = memref.alloc() : memref<8xindex, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_0], %alloc_7[%c0_0], %alloc_8[%c0_0], %c8 : memref<8xindex>, memref<8xindex, 2>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0_0], %c8 : memref<1xi32>
    %1 = affine.for %arg0 = 0 to %0 iter_args(%arg1 = %c0_6) -> (index) {
      %5 = affine.apply #map1(%arg0)[%0]
      %6 = affine.load %alloc_7[%arg0 + symbol(%0) - 6] : memref<8xindex, 2>
      %7 = arith.addi %arg1, %6 : index
      affine.yield %7 : index
    }
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<8xindex, 2>
    vector.print %1 : index
    %2 = affine.apply #map2(%0)
    %alloc_9 = memref.alloc() : memref<1xindex, 2>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[symbol(%0) + 1], %alloc_9[%c0], %alloc_10[%c0], %c1 : memref<8xindex>, memref<1xindex, 2>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0], %c1 : memref<1xi32>
    %3 = affine.apply #map3()[%0]
    %4 = affine.load %alloc_9[0] : memref<1xindex, 2>
    vector.print %4 : index
    memref.dealloc %alloc : memref<8xindex>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<1xindex, 2>
    return
  }
}


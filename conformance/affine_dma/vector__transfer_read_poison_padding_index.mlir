// Derived by tools/gen-derived-conformance from conformance/vector/transfer_read_poison_padding_index.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (d0 * 3)>
module {
  func.func @main() {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8xindex>
    %alloc_1 = memref.alloc() : memref<8xindex, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %5 = affine.apply #map(%arg0)
      affine.store %5, %alloc_1[%arg0] : memref<8xindex, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c8 : memref<8xindex, 2>, memref<8xindex>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c8 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<8xindex, 2>
    %c2 = arith.constant 2 : index
    %0 = ub.poison : index
    %1 = vector.transfer_read %alloc[%c2], %0 : memref<8xindex>, vector<4xindex>
    vector.print %1 : vector<4xindex>
    %2 = vector.reduction <add>, %1 : vector<4xindex> into index
    %c8_3 = arith.constant 8 : index
    %3 = arith.remui %2, %c8_3 : index
    %4 = memref.load %alloc[%3] : memref<8xindex>
    vector.print %4 : index
    memref.dealloc %alloc : memref<8xindex>
    return
  }
}


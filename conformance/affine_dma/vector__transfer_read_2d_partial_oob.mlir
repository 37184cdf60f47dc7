// Derived by tools/gen-derived-conformance from conformance/vector/transfer_read_2d_partial_oob.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @main() {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<3x4xf32>
    %alloc_1 = memref.alloc() : memref<3x4xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 4 {
        %3 = affine.apply #map(%arg0, %arg1)
        %4 = arith.index_cast %3 : index to i32
        %5 = arith.sitofp %4 : i32 to f32
        affine.store %5, %alloc_1[%arg0, %arg1] : memref<3x4xf32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c12 : memref<3x4xf32, 2>, memref<3x4xf32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c12 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<3x4xf32, 2>
    %c0_3 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant -5.000000e-01 : f32
    %0 = vector.transfer_read %alloc[%c2, %c2], %cst : memref<3x4xf32>, vector<3x3xf32>
    vector.print %0 : vector<3x3xf32>
    %1 = vector.transfer_read %alloc[%c1, %c3], %cst {in_bounds = [true, false]} : memref<3x4xf32>, vector<2x3xf32>
    vector.print %1 : vector<2x3xf32>
    %2 = vector.transfer_read %alloc[%c0_3, %c3], %cst {permutation_map = #map1} : memref<3x4xf32>, vector<2x4xf32>
    vector.print %2 : vector<2x4xf32>
    memref.dealloc %alloc : memref<3x4xf32>
    return
  }
}


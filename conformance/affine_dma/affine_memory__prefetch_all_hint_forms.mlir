// Derived by tools/gen-derived-conformance from conformance/affine_memory/prefetch_all_hint_forms.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4x4xi32>
    %alloc_2 = memref.alloc() : memref<4x4xi32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 4 {
        affine.prefetch %alloc_2[%arg0, %arg1 + 5], write, locality<0>, data : memref<4x4xi32, 2>
        %1 = affine.apply #map(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i32
        affine.store %2, %alloc_2[%arg0, %arg1] : memref<4x4xi32, 2>
        affine.prefetch %alloc_2[%arg1, %arg0], read, locality<1>, instr : memref<4x4xi32, 2>
      }
    }
    affine.dma_start %alloc_2[%c0_0, %c0_0], %alloc[%c0_0, %c0_0], %alloc_3[%c0_0], %c16 : memref<4x4xi32, 2>, memref<4x4xi32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c16 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<4x4xi32, 2>
    affine.prefetch %alloc[7, 7], read, locality<2>, data : memref<4x4xi32>
    affine.prefetch %alloc[0, 0], write, locality<3>, instr : memref<4x4xi32>
    %c0_i32 = arith.constant 0 : i32
    %0 = affine.for %arg0 = 0 to 4 iter_args(%arg1 = %c0_i32) -> (i32) {
      affine.prefetch %alloc[%arg0 + 1, %arg0 + 1], read, locality<3>, data : memref<4x4xi32>
      %1 = affine.load %alloc[%arg0, %arg0] : memref<4x4xi32>
      %2 = arith.addi %arg1, %1 : i32
      affine.yield %2 : i32
    }
    vector.print %0 : i32
    memref.dealloc %alloc : memref<4x4xi32>
    return
  }
}


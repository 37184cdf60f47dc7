// Derived by tools/gen-derived-conformance from conformance/affine_parallel/zero_trip_min_max_bounds_2d.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() : memref<4x4xi32>
    %c7_i32 = arith.constant 7 : i32
    %alloc_1 = memref.alloc() : memref<4x4xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 4 {
        affine.store %c7_i32, %alloc_1[%arg0, %arg1] : memref<4x4xi32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c16 : memref<4x4xi32, 2>, memref<4x4xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<4x4xi32, 2>
    affine.parallel (%arg0, %arg1) = (2, 0) to (min(%c1, 3), 4) {
      %c-1_i32 = arith.constant -1 : i32
      affine.store %c-1_i32, %alloc[%arg0, %arg1] : memref<4x4xi32>
    }
    %0 = affine.parallel (%arg0, %arg1) = (0, max(%c1 + 3, 2)) to (4, 4) reduce ("muli") -> (i32) {
      %c-1_i32 = arith.constant -1 : i32
      affine.store %c-1_i32, %alloc[%arg0, %arg1] : memref<4x4xi32>
      %2 = affine.load %alloc[%arg0, %arg0] : memref<4x4xi32>
      affine.yield %2 : i32
    }
    vector.print %0 : i32
    %1 = affine.parallel (%arg0, %arg1) = (0, 0) to (4, 0) step (2, 2) reduce ("minimumf") -> (f32) {
      %cst = arith.constant 1.000000e+00 : f32
      affine.yield %cst : f32
    }
    vector.print %1 : f32
    %cast = memref.cast %alloc : memref<4x4xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<4x4xi32>
    return
  }
}


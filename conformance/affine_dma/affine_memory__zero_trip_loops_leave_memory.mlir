// Derived by tools/gen-derived-conformance from conformance/affine_memory/zero_trip_loops_leave_memory.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<()[s0] -> (s0, 6)>
#map1 = affine_map<()[s0] -> (s0 + 2, 1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc() : memref<6xf32>
    %alloc_6 = memref.alloc() : memref<6xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 6 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      affine.store %1, %alloc_6[%arg0] : memref<6xf32, 2>
    }
    affine.dma_start %alloc_6[%c0_3], %alloc[%c0_3], %alloc_7[%c0_3], %c6 : memref<6xf32, 2>, memref<6xf32>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0_3], %c6 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<6xf32, 2>
    %cst = arith.constant -1.000000e+00 : f32
    affine.for %arg0 = 0 to %c0_5 {
      affine.store %cst, %alloc[%arg0] : memref<6xf32>
    }
    affine.for %arg0 = 4 to min #map()[%c3] {
      affine.store %cst, %alloc[%arg0] : memref<6xf32>
    }
    affine.for %arg0 = max #map1()[%c3] to 5 {
      affine.store %cst, %alloc[%arg0] : memref<6xf32>
    }
    affine.for %arg0 = %c3 to %c3 step 2 {
      affine.store %cst, %alloc[%arg0] : memref<6xf32>
    }
    %cast = memref.cast %alloc : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<6xf32>
    return
  }
}


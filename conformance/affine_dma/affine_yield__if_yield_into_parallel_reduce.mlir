// Derived by tools/gen-derived-conformance from conformance/affine_yield/if_yield_into_parallel_reduce.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
#set = affine_set<(d0, d1)[s0] : (-d0 + s0 - d1 - 1 >= 0, d1 - d0 >= 0)>
module {
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc() : memref<4x4xf32>
    %alloc_1 = memref.alloc() : memref<4x4xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 4 {
        %1 = affine.apply #map(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i32
        %3 = arith.sitofp %2 : i32 to f32
        affine.store %3, %alloc_1[%arg0, %arg1] : memref<4x4xf32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c16 : memref<4x4xf32, 2>, memref<4x4xf32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<4x4xf32, 2>
    %0:3 = affine.parallel (%arg0, %arg1) = (0, 0) to (4, 4) reduce ("addf", "maximumf", "muli") -> (f32, f32, i32) {
      %1:3 = affine.if #set(%arg0, %arg1)[%c5] -> (f32, f32, i32) {
        %2 = affine.load %alloc[%arg0, %arg1] : memref<4x4xf32>
        %c2_i32 = arith.constant 2 : i32
        affine.yield %2, %2, %c2_i32 : f32, f32, i32
      } else {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_3 = arith.constant 0xFF800000 : f32
        %c1_i32 = arith.constant 1 : i32
        affine.yield %cst, %cst_3, %c1_i32 : f32, f32, i32
      }
      affine.yield %1#0, %1#1, %1#2 : f32, f32, i32
    }
    vector.print %0#0 : f32
    vector.print %0#1 : f32
    vector.print %0#2 : i32
    memref.dealloc %alloc : memref<4x4xf32>
    return
  }
}


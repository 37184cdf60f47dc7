// Derived by tools/gen-derived-conformance from conformance/func/call_with_memref_views.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @scale_row(%arg0: memref<4xf32, strided<[1], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[1], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    affine.for %arg2 = 0 to 4 {
      %0 = affine.load %arg0[%arg2] : memref<4xf32, strided<[1], offset: ?>>
      %1 = arith.mulf %0, %arg1 : f32
      affine.store %1, %arg0[%arg2] : memref<4xf32, strided<[1], offset: ?>>
    }
    return %arg0 : memref<4xf32, strided<[1], offset: ?>>
  }
  func.func @total(%arg0: memref<?x?xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?x?xf32>
    %dim_1 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg1 = %c0_0 to %dim step %c1 iter_args(%arg2 = %cst) -> (f32) {
      %1 = scf.for %arg3 = %c0_0 to %dim_1 step %c1 iter_args(%arg4 = %arg2) -> (f32) {
        %2 = memref.load %arg0[%arg1, %arg3] : memref<?x?xf32>
        %3 = arith.addf %arg4, %2 : f32
        scf.yield %3 : f32
      }
      scf.yield %1 : f32
    }
    return %0 : f32
  }
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
    %c1 = arith.constant 1 : index
    %subview = memref.subview %alloc[%c1, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    %cst = arith.constant -2.000000e+00 : f32
    %0 = call @scale_row(%subview, %cst) : (memref<4xf32, strided<[1], offset: ?>>, f32) -> memref<4xf32, strided<[1], offset: ?>>
    %c0_3 = arith.constant 0 : index
    %1 = memref.load %0[%c0_3] : memref<4xf32, strided<[1], offset: ?>>
    vector.print %1 : f32
    %cast = memref.cast %alloc : memref<3x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_4 = memref.cast %alloc : memref<3x4xf32> to memref<?x?xf32>
    %2 = call @total(%cast_4) : (memref<?x?xf32>) -> f32
    vector.print %2 : f32
    memref.dealloc %alloc : memref<3x4xf32>
    return
  }
}


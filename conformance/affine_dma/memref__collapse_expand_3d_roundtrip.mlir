// Derived by tools/gen-derived-conformance from conformance/memref/collapse_expand_3d_roundtrip.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1, d2) -> (d0 * 100 + d1 * 10 + d2)>
module {
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %c24 = arith.constant 24 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2x3x4xi64>
    %alloc_1 = memref.alloc() : memref<2x3x4xi64, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 4 {
          %1 = affine.apply #map(%arg0, %arg1, %arg2)
          %2 = arith.index_cast %1 : index to i64
          affine.store %2, %alloc_1[%arg0, %arg1, %arg2] : memref<2x3x4xi64, 2>
        }
      }
    }
    affine.dma_start %alloc_1[%c0, %c0, %c0], %alloc[%c0, %c0, %c0], %alloc_2[%c0], %c24 : memref<2x3x4xi64, 2>, memref<2x3x4xi64>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c24 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<2x3x4xi64, 2>
    %collapse_shape = memref.collapse_shape %alloc [[0, 1], [2]] : memref<2x3x4xi64> into memref<6x4xi64>
    %cast = memref.cast %collapse_shape : memref<6x4xi64> to memref<*xi64>
    call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    %collapse_shape_3 = memref.collapse_shape %collapse_shape [[0, 1]] : memref<6x4xi64> into memref<24xi64>
    %expand_shape = memref.expand_shape %collapse_shape_3 [[0, 1, 2]] output_shape [4, 3, 2] : memref<24xi64> into memref<4x3x2xi64>
    %c-1_i64 = arith.constant -1 : i64
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    memref.store %c-1_i64, %expand_shape[%c2, %c1, %c1] : memref<4x3x2xi64>
    %cast_4 = memref.cast %expand_shape : memref<4x3x2xi64> to memref<*xi64>
    call @printMemrefI64(%cast_4) : (memref<*xi64>) -> ()
    %c0_5 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %0 = memref.load %alloc[%c1, %c0_5, %c3] : memref<2x3x4xi64>
    vector.print %0 : i64
    memref.dealloc %alloc : memref<2x3x4xi64>
    return
  }
}


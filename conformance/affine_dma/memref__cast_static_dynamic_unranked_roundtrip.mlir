// Derived by tools/gen-derived-conformance from conformance/memref/cast_static_dynamic_unranked_roundtrip.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
module {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func @main() {
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<3x2xf64>
    %alloc_1 = memref.alloc() : memref<3x2xf64, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 2 {
        %2 = affine.apply #map(%arg0, %arg1)
        %3 = arith.index_cast %2 : index to i64
        %4 = arith.sitofp %3 : i64 to f64
        affine.store %4, %alloc_1[%arg0, %arg1] : memref<3x2xf64, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c6 : memref<3x2xf64, 2>, memref<3x2xf64>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c6 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<3x2xf64, 2>
    %cast = memref.cast %alloc : memref<3x2xf64> to memref<?x?xf64>
    %c0_3 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %cast, %c0_3 : memref<?x?xf64>
    %dim_4 = memref.dim %cast, %c1 : memref<?x?xf64>
    vector.print %dim : index
    vector.print %dim_4 : index
    %cast_5 = memref.cast %cast : memref<?x?xf64> to memref<3x?xf64>
    %cst = arith.constant -5.000000e-01 : f64
    memref.store %cst, %cast_5[%c1, %c1] : memref<3x?xf64>
    %cast_6 = memref.cast %cast_5 : memref<3x?xf64> to memref<*xf64>
    %0 = memref.rank %cast_6 : memref<*xf64>
    vector.print %0 : index
    %cast_7 = memref.cast %cast_6 : memref<*xf64> to memref<3x2xf64>
    %1 = memref.load %cast_7[%c1, %c1] : memref<3x2xf64>
    vector.print %1 : f64
    %dim_8 = memref.dim %cast_6, %c0_3 : memref<*xf64>
    vector.print %dim_8 : index
    call @printMemrefF64(%cast_6) : (memref<*xf64>) -> ()
    memref.dealloc %alloc : memref<3x2xf64>
    return
  }
}


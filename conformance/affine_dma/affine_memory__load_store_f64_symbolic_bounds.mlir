// Derived by tools/gen-derived-conformance from conformance/affine_memory/load_store_f64_symbolic_bounds.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<()[s0] -> (s0 - 2)>
#map1 = affine_map<()[s0] -> (s0 + 3)>
#map2 = affine_map<(d0)[s0] -> (d0 + s0 - 1)>
#map3 = affine_map<(d0) -> (d0 * 2 + 1)>
module {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c0_0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc() : memref<10xf64>
    %cst = arith.constant 0.000000e+00 : f64
    %alloc_3 = memref.alloc() : memref<10xf64, 2>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 10 {
      affine.store %cst, %alloc_3[%arg0] : memref<10xf64, 2>
    }
    affine.dma_start %alloc_3[%c0_1], %alloc[%c0_1], %alloc_4[%c0_1], %c10 : memref<10xf64, 2>, memref<10xf64>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0_1], %c10 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<10xf64, 2>
    %alloc_5 = memref.alloc() : memref<5xf64, 2>
    %alloc_6 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = #map()[%c4] to #map1()[%c4] {
      %0 = arith.index_cast %arg0 : index to i64
      %1 = arith.sitofp %0 : i64 to f64
      %cst_9 = arith.constant 1.250000e-01 : f64
      %2 = arith.addf %1, %cst_9 : f64
      %3 = affine.apply #map2(%arg0)[%c2]
      affine.store %2, %alloc_5[%arg0 - 2] : memref<5xf64, 2>
    }
    affine.dma_start %alloc_5[%c0_0], %alloc[%c3], %alloc_6[%c0_0], %c5 : memref<5xf64, 2>, memref<10xf64>, memref<1xi32>
    affine.dma_wait %alloc_6[%c0_0], %c5 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<5xf64, 2>
    %alloc_7 = memref.alloc() : memref<7xf64, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c1], %alloc_7[%c0], %alloc_8[%c0], %c7 : memref<10xf64>, memref<7xf64, 2>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0], %c7 : memref<1xi32>
    affine.for %arg0 = 0 to %c4 {
      %0 = affine.apply #map3(%arg0)
      %1 = affine.load %alloc_7[%arg0 * 2] : memref<7xf64, 2>
      vector.print %1 : f64
    }
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<7xf64, 2>
    %cast = memref.cast %alloc : memref<10xf64> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    memref.dealloc %alloc : memref<10xf64>
    return
  }
}


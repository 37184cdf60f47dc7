// Derived by tools/gen-derived-conformance from conformance/affine_apply/subscripts_f64_memref.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (-d0 + 7)>
#map1 = affine_map<(d0) -> ((d0 + 3) mod 8)>
module {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func @main() {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c8_0 = arith.constant 8 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8xf64>
    %alloc_3 = memref.alloc() : memref<8xf64>
    %alloc_4 = memref.alloc() : memref<8xf64, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %0 = arith.index_cast %arg0 : index to i64
      %1 = arith.sitofp %0 : i64 to f64
      %cst = arith.constant 1.250000e-01 : f64
      %2 = arith.addf %1, %cst : f64
      affine.store %2, %alloc_4[%arg0] : memref<8xf64, 2>
    }
    affine.dma_start %alloc_4[%c0_1], %alloc[%c0_1], %alloc_5[%c0_1], %c8_0 : memref<8xf64, 2>, memref<8xf64>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_1], %c8_0 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<8xf64, 2>
    %alloc_6 = memref.alloc() : memref<8xf64, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0], %alloc_6[%c0], %alloc_7[%c0], %c8 : memref<8xf64>, memref<8xf64, 2>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c8 : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %0 = affine.apply #map(%arg0)
      %1 = memref.load %alloc[%0] : memref<8xf64>
      %2 = affine.apply #map1(%arg0)
      %3 = affine.load %alloc[%2] : memref<8xf64>
      %4 = arith.subf %1, %3 : f64
      memref.store %4, %alloc_3[%arg0] : memref<8xf64>
    }
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<8xf64, 2>
    %cast = memref.cast %alloc_3 : memref<8xf64> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    memref.dealloc %alloc : memref<8xf64>
    memref.dealloc %alloc_3 : memref<8xf64>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/affine_parallel/reinterpret_cast_reduce_mulf_f64.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8xf64>
    %alloc_1 = memref.alloc() : memref<8xf64, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %2 = arith.index_cast %arg0 : index to i32
      %3 = arith.sitofp %2 : i32 to f64
      %4 = math.exp2 %3 : f64
      affine.store %4, %alloc_1[%arg0] : memref<8xf64, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c8 : memref<8xf64, 2>, memref<8xf64>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c8 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<8xf64, 2>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [2], sizes: [2, 3], strides: [1, 2] : memref<8xf64> to memref<2x3xf64, strided<[1, 2], offset: 2>>
    %0 = affine.parallel (%arg0, %arg1) = (0, 0) to (2, 3) reduce ("mulf") -> (f64) {
      %2 = affine.load %reinterpret_cast[%arg0, %arg1] : memref<2x3xf64, strided<[1, 2], offset: 2>>
      affine.yield %2 : f64
    }
    vector.print %0 : f64
    %1 = affine.parallel (%arg0) = (0) to (3) reduce ("mulf") -> (f64) {
      %2 = affine.load %reinterpret_cast[1, %arg0] : memref<2x3xf64, strided<[1, 2], offset: 2>>
      %cst = arith.constant 5.000000e-01 : f64
      %3 = arith.mulf %2, %cst : f64
      affine.yield %3 : f64
    }
    vector.print %1 : f64
    memref.dealloc %alloc : memref<8xf64>
    return
  }
}


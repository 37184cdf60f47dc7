// Derived by tools/gen-derived-conformance from conformance/affine_semi_affine/memspace1_strided_f64.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c30 = arith.constant 30 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %alloca = memref.alloca() : memref<3x4xf64, 1>
    affine.for %arg0 = 0 to 12 {
      %0 = arith.index_cast %arg0 : index to i64
      %1 = arith.sitofp %0 : i64 to f64
      %cst_4 = arith.constant 1.500000e+00 : f64
      %2 = arith.mulf %1, %cst_4 : f64
      affine.store %2, %alloca[%arg0 floordiv symbol(%c4), %arg0 mod symbol(%c4)] : memref<3x4xf64, 1>
    }
    %alloc = memref.alloc() : memref<3x10xf64>
    %cst = arith.constant 0.000000e+00 : f64
    %alloc_2 = memref.alloc() : memref<3x10xf64, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 10 {
        affine.store %cst, %alloc_2[%arg0, %arg1] : memref<3x10xf64, 2>
      }
    }
    affine.dma_start %alloc_2[%c0_0, %c0_0], %alloc[%c0_0, %c0_0], %alloc_3[%c0_0], %c30 : memref<3x10xf64, 2>, memref<3x10xf64>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c30 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<3x10xf64, 2>
    %subview = memref.subview %alloc[0, 1] [3, 4] [1, 2] : memref<3x10xf64> to memref<3x4xf64, strided<[10, 2], offset: 1>>
    affine.for %arg0 = 0 to 12 {
      %0 = affine.load %alloca[%arg0 floordiv symbol(%c4), %arg0 mod symbol(%c4)] : memref<3x4xf64, 1>
      %1 = arith.negf %0 : f64
      affine.store %1, %subview[%arg0 floordiv symbol(%c4), (%arg0 * 3) mod symbol(%c4)] : memref<3x4xf64, strided<[10, 2], offset: 1>>
    }
    %cast = memref.cast %subview : memref<3x4xf64, strided<[10, 2], offset: 1>> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    memref.dealloc %alloc : memref<3x10xf64>
    return
  }
}


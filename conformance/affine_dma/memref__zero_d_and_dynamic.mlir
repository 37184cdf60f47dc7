// Derived by tools/gen-derived-conformance from conformance/memref/zero_d_and_dynamic.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefF64(memref<*xf64>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 4.250000e+00 : f32
    memref.store %cst, %alloc[] : memref<f32>
    %cast = memref.cast %alloc : memref<f32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %c3 = arith.constant 3 : index
    %alloc_1 = memref.alloc(%c3) : memref<?x2xi64>
    %alloc_2 = memref.alloc() : memref<3x2xi64, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to %c3 {
      affine.for %arg1 = 0 to 2 {
        %0 = arith.index_cast %arg0 : index to i64
        %1 = arith.index_cast %arg1 : index to i64
        %2 = arith.subi %0, %1 : i64
        affine.store %2, %alloc_2[%arg0, %arg1] : memref<3x2xi64, 2>
      }
    }
    affine.dma_start %alloc_2[%c0, %c0], %alloc_1[%c0, %c0], %alloc_3[%c0], %c6 : memref<3x2xi64, 2>, memref<?x2xi64>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0], %c6 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<3x2xi64, 2>
    %cast_4 = memref.cast %alloc_1 : memref<?x2xi64> to memref<*xi64>
    call @printMemrefI64(%cast_4) : (memref<*xi64>) -> ()
    memref.dealloc %alloc : memref<f32>
    memref.dealloc %alloc_1 : memref<?x2xi64>
    return
  }
}


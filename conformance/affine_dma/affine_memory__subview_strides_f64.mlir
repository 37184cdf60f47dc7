// Derived by tools/gen-derived-conformance from conformance/affine_memory/subview_strides_f64.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8x8xf64>
    %alloc_3 = memref.alloc() : memref<8x8xf64, 2>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      affine.for %arg1 = 0 to 8 {
        %0 = arith.index_cast %arg0 : index to i32
        %1 = arith.index_cast %arg1 : index to i32
        %c10_i32 = arith.constant 10 : i32
        %2 = arith.muli %0, %c10_i32 : i32
        %3 = arith.addi %2, %1 : i32
        %4 = arith.sitofp %3 : i32 to f64
        affine.store %4, %alloc_3[%arg0, %arg1] : memref<8x8xf64, 2>
      }
    }
    affine.dma_start %alloc_3[%c0_1, %c0_1], %alloc[%c0_1, %c0_1], %alloc_4[%c0_1], %c64 : memref<8x8xf64, 2>, memref<8x8xf64>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0_1], %c64 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<8x8xf64, 2>
    %subview = memref.subview %alloc[1, 1] [3, 3] [2, 2] : memref<8x8xf64> to memref<3x3xf64, strided<[16, 2], offset: 9>>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 3 {
        %0 = affine.load %subview[%arg0, %arg1] : memref<3x3xf64, strided<[16, 2], offset: 9>>
        %1 = arith.negf %0 : f64
        affine.store %1, %subview[%arg0, %arg1] : memref<3x3xf64, strided<[16, 2], offset: 9>>
      }
    }
    %cast = memref.cast %subview : memref<3x3xf64, strided<[16, 2], offset: 9>> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    %cast_5 = memref.cast %alloc : memref<8x8xf64> to memref<*xf64>
    call @printMemrefF64(%cast_5) : (memref<*xf64>) -> ()
    memref.dealloc %alloc : memref<8x8xf64>
    return
  }
}


// Derived by tools/gen-derived-conformance from conformance/memref/subview_and_cast.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefF64(memref<*xf64>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %c20 = arith.constant 20 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4x5xf32>
    %alloc_1 = memref.alloc() : memref<4x5xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 5 {
        %2 = arith.index_cast %arg0 : index to i32
        %3 = arith.index_cast %arg1 : index to i32
        %c10_i32 = arith.constant 10 : i32
        %4 = arith.muli %2, %c10_i32 : i32
        %5 = arith.addi %4, %3 : i32
        %6 = arith.sitofp %5 : i32 to f32
        affine.store %6, %alloc_1[%arg0, %arg1] : memref<4x5xf32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c20 : memref<4x5xf32, 2>, memref<4x5xf32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c20 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<4x5xf32, 2>
    %subview = memref.subview %alloc[1, 1] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 6>>
    %cast = memref.cast %subview : memref<2x3xf32, strided<[5, 1], offset: 6>> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %subview_3 = memref.subview %alloc[0, 0] [2, 3] [2, 2] : memref<4x5xf32> to memref<2x3xf32, strided<[10, 2]>>
    %cast_4 = memref.cast %subview_3 : memref<2x3xf32, strided<[10, 2]>> to memref<*xf32>
    call @printMemrefF32(%cast_4) : (memref<*xf32>) -> ()
    %subview_5 = memref.subview %alloc[2, 0] [1, 5] [1, 1] : memref<4x5xf32> to memref<5xf32, strided<[1], offset: 10>>
    %cast_6 = memref.cast %subview_5 : memref<5xf32, strided<[1], offset: 10>> to memref<*xf32>
    call @printMemrefF32(%cast_6) : (memref<*xf32>) -> ()
    %c1 = arith.constant 1 : index
    %dim = memref.dim %subview, %c1 : memref<2x3xf32, strided<[5, 1], offset: 6>>
    vector.print %dim : index
    %0 = memref.rank %alloc : memref<4x5xf32>
    vector.print %0 : index
    %cast_7 = memref.cast %alloc : memref<4x5xf32> to memref<?x?xf32>
    %c0_8 = arith.constant 0 : index
    %1 = memref.load %cast_7[%c1, %c0_8] : memref<?x?xf32>
    vector.print %1 : f32
    memref.dealloc %alloc : memref<4x5xf32>
    return
  }
}


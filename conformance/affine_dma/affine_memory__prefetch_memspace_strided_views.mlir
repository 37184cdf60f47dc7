// Derived by tools/gen-derived-conformance from conformance/affine_memory/prefetch_memspace_strided_views.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %alloca = memref.alloca() : memref<8xf32, 1>
    %alloc = memref.alloc() : memref<8x8xf32>
    %alloc_4 = memref.alloc() : memref<8x8xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      affine.store %1, %alloca[%arg0] : memref<8xf32, 1>
      affine.for %arg1 = 0 to 8 {
        affine.store %1, %alloc_4[%arg0, %arg1] : memref<8x8xf32, 2>
      }
    }
    affine.dma_start %alloc_4[%c0_2, %c0_2], %alloc[%c0_2, %c0_2], %alloc_5[%c0_2], %c64 : memref<8x8xf32, 2>, memref<8x8xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_2], %c64 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<8x8xf32, 2>
    %subview = memref.subview %alloc[1, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [3], sizes: [4, 2], strides: [16, 2] : memref<8x8xf32> to memref<4x2xf32, strided<[16, 2], offset: 3>>
    affine.for %arg0 = 0 to 4 {
      affine.prefetch %alloca[%arg0 * 3], read, locality<3>, data : memref<8xf32, 1>
      affine.prefetch %subview[%arg0, %arg0 + 4], write, locality<0>, data : memref<4x4xf32, strided<[8, 1], offset: 10>>
      affine.prefetch %reinterpret_cast[%arg0 + 2, 1], read, locality<2>, instr : memref<4x2xf32, strided<[16, 2], offset: 3>>
      %0 = affine.load %alloca[%arg0 + 4] : memref<8xf32, 1>
      affine.store %0, %subview[%arg0, %arg0] : memref<4x4xf32, strided<[8, 1], offset: 10>>
      %1 = affine.load %reinterpret_cast[%arg0, 1] : memref<4x2xf32, strided<[16, 2], offset: 3>>
      %2 = arith.negf %1 : f32
      affine.store %2, %reinterpret_cast[%arg0, 0] : memref<4x2xf32, strided<[16, 2], offset: 3>>
    }
    %cast = memref.cast %alloc : memref<8x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<8x8xf32>
    return
  }
}


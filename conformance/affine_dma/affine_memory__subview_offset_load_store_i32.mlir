// Derived by tools/gen-derived-conformance from conformance/affine_memory/subview_offset_load_store_i32.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 4 + d1 + 1)>
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8x8xi32>
    %alloc_4 = memref.alloc() : memref<8x8xi32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      affine.for %arg1 = 0 to 8 {
        %c0_i32_8 = arith.constant 0 : i32
        affine.store %c0_i32_8, %alloc_4[%arg0, %arg1] : memref<8x8xi32, 2>
      }
    }
    affine.dma_start %alloc_4[%c0_2, %c0_2], %alloc[%c0_2, %c0_2], %alloc_5[%c0_2], %c64 : memref<8x8xi32, 2>, memref<8x8xi32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_2], %c64 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<8x8xi32, 2>
    %subview = memref.subview %alloc[1, 2] [4, 4] [1, 1] : memref<8x8xi32> to memref<4x4xi32, strided<[8, 1], offset: 10>>
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 4 {
        %2 = affine.apply #map(%arg0, %arg1)
        %3 = arith.index_cast %2 : index to i32
        affine.store %3, %subview[%arg0, %arg1] : memref<4x4xi32, strided<[8, 1], offset: 10>>
      }
    }
    %c0_i32 = arith.constant 0 : i32
    %0 = affine.for %arg0 = 0 to 4 iter_args(%arg1 = %c0_i32) -> (i32) {
      %2 = affine.load %subview[%arg0, -%arg0 + 3] : memref<4x4xi32, strided<[8, 1], offset: 10>>
      %3 = arith.addi %arg1, %2 : i32
      affine.yield %3 : i32
    }
    vector.print %0 : i32
    %alloc_6 = memref.alloc() : memref<1x1xi32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c4, %c5], %alloc_6[%c0, %c0], %alloc_7[%c0], %c1 : memref<8x8xi32>, memref<1x1xi32, 2>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c1 : memref<1xi32>
    %1 = affine.load %alloc[4, 5] : memref<8x8xi32>
    vector.print %1 : i32
    %cast = memref.cast %alloc : memref<8x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<8x8xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1x1xi32, 2>
    return
  }
}


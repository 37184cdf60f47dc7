// Derived by tools/gen-derived-conformance from conformance/affine_apply/reinterpret_cast_indices_i32.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (d0 mod 3)>
#map1 = affine_map<(d0) -> (d0 floordiv 3)>
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c20 = arith.constant 20 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<20xi32>
    %c0_i32 = arith.constant 0 : i32
    %alloc_2 = memref.alloc() : memref<20xi32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 20 {
      affine.store %c0_i32, %alloc_2[%arg0] : memref<20xi32, 2>
    }
    affine.dma_start %alloc_2[%c0_0], %alloc[%c0_0], %alloc_3[%c0_0], %c20 : memref<20xi32, 2>, memref<20xi32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c20 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<20xi32, 2>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [2], sizes: [3, 4], strides: [6, 1] : memref<20xi32> to memref<3x4xi32, strided<[6, 1], offset: 2>>
    affine.for %arg0 = 0 to 12 {
      %0 = affine.apply #map(%arg0)
      %1 = affine.apply #map1(%arg0)
      %2 = arith.index_cast %arg0 : index to i32
      %c1_i32 = arith.constant 1 : i32
      %3 = arith.addi %2, %c1_i32 : i32
      affine.store %3, %reinterpret_cast[%0, %1] : memref<3x4xi32, strided<[6, 1], offset: 2>>
    }
    %cast = memref.cast %alloc : memref<20xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_4 = memref.cast %reinterpret_cast : memref<3x4xi32, strided<[6, 1], offset: 2>> to memref<*xi32>
    call @printMemrefI32(%cast_4) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<20xi32>
    return
  }
}


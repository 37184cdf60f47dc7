// Derived by tools/gen-derived-conformance from conformance/affine_if/no_else_equalities_i32.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#set = affine_set<(d0, d1) : (d0 - d1 == 0)>
#set1 = affine_set<(d0, d1) : (d0 + d1 - 4 == 0, d0 - 1 >= 0)>
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c25 = arith.constant 25 : index
    %c0 = arith.constant 0 : index
    %c25_0 = arith.constant 25 : index
    %c0_1 = arith.constant 0 : index
    %c25_2 = arith.constant 25 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<5x5xi32>
    %c0_i32 = arith.constant 0 : i32
    %alloc_5 = memref.alloc() : memref<5x5xi32, 2>
    %alloc_6 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 5 {
      affine.for %arg1 = 0 to 5 {
        affine.store %c0_i32, %alloc_5[%arg0, %arg1] : memref<5x5xi32, 2>
      }
    }
    affine.dma_start %alloc_5[%c0_3, %c0_3], %alloc[%c0_3, %c0_3], %alloc_6[%c0_3], %c25_2 : memref<5x5xi32, 2>, memref<5x5xi32>, memref<1xi32>
    affine.dma_wait %alloc_6[%c0_3], %c25_2 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<5x5xi32, 2>
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %alloc_7 = memref.alloc() : memref<5x5xi32, 2>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_1, %c0_1], %alloc_7[%c0_1, %c0_1], %alloc_8[%c0_1], %c25_0 : memref<5x5xi32>, memref<5x5xi32, 2>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0_1], %c25_0 : memref<1xi32>
    %alloc_9 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 5 {
      affine.for %arg1 = 0 to 5 {
        affine.if #set(%arg0, %arg1) {
          %0 = affine.load %alloc_7[%arg0, %arg1] : memref<5x5xi32, 2>
          %1 = arith.addi %0, %c1_i32 : i32
          affine.store %1, %alloc_7[%arg0, %arg1] : memref<5x5xi32, 2>
        }
        affine.if #set1(%arg0, %arg1) {
          %0 = affine.load %alloc_7[%arg0, %arg1] : memref<5x5xi32, 2>
          %1 = arith.addi %0, %c2_i32 : i32
          affine.store %1, %alloc_7[%arg0, %arg1] : memref<5x5xi32, 2>
        }
      }
    }
    affine.dma_start %alloc_7[%c0, %c0], %alloc[%c0, %c0], %alloc_9[%c0], %c25 : memref<5x5xi32, 2>, memref<5x5xi32>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0], %c25 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<5x5xi32, 2>
    %cast = memref.cast %alloc : memref<5x5xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<5x5xi32>
    return
  }
}


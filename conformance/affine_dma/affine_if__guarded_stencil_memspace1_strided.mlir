// Derived by tools/gen-derived-conformance from conformance/affine_if/guarded_stencil_memspace1_strided.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#set = affine_set<(d0) : (d0 - 1 >= 0, -d0 + 6 >= 0)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c17 = arith.constant 17 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %alloca = memref.alloca() : memref<8xf32, 1>
    affine.for %arg0 = 0 to 8 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.muli %0, %0 : i32
      %2 = arith.sitofp %1 : i32 to f32
      affine.store %2, %alloca[%arg0] : memref<8xf32, 1>
    }
    %alloc = memref.alloc() : memref<17xf32>
    %cst = arith.constant -1.000000e+00 : f32
    %alloc_2 = memref.alloc() : memref<17xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 17 {
      affine.store %cst, %alloc_2[%arg0] : memref<17xf32, 2>
    }
    affine.dma_start %alloc_2[%c0_0], %alloc[%c0_0], %alloc_3[%c0_0], %c17 : memref<17xf32, 2>, memref<17xf32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c17 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<17xf32, 2>
    %subview = memref.subview %alloc[1] [8] [2] : memref<17xf32> to memref<8xf32, strided<[2], offset: 1>>
    affine.for %arg0 = 0 to 8 {
      affine.if #set(%arg0) {
        %0 = affine.load %alloca[%arg0 - 1] : memref<8xf32, 1>
        %1 = affine.load %alloca[%arg0] : memref<8xf32, 1>
        %2 = affine.load %alloca[%arg0 + 1] : memref<8xf32, 1>
        %3 = arith.addf %0, %1 : f32
        %4 = arith.addf %3, %2 : f32
        %cst_4 = arith.constant 3.000000e+00 : f32
        %5 = arith.divf %4, %cst_4 : f32
        affine.store %5, %subview[%arg0] : memref<8xf32, strided<[2], offset: 1>>
      } else {
        %0 = affine.load %alloca[%arg0] : memref<8xf32, 1>
        affine.store %0, %subview[%arg0] : memref<8xf32, strided<[2], offset: 1>>
      }
    }
    %cast = memref.cast %alloc : memref<17xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<17xf32>
    return
  }
}


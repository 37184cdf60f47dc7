// Derived by tools/gen-derived-conformance from conformance/affine_min_max/clamp_blur_memspace1_strided.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0) -> (d0 - 1, 0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 1, s0 - 1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c30 = arith.constant 30 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %alloca = memref.alloca() : memref<8xf32, 1>
    affine.for %arg0 = 0 to 8 {
      %0 = arith.index_cast %arg0 : index to i32
      %c3_i32 = arith.constant 3 : i32
      %1 = arith.remsi %0, %c3_i32 : i32
      %2 = arith.sitofp %1 : i32 to f32
      affine.store %2, %alloca[%arg0] : memref<8xf32, 1>
    }
    %alloc = memref.alloc() : memref<3x10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc_2 = memref.alloc() : memref<3x10xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 10 {
        affine.store %cst, %alloc_2[%arg0, %arg1] : memref<3x10xf32, 2>
      }
    }
    affine.dma_start %alloc_2[%c0_0, %c0_0], %alloc[%c0_0, %c0_0], %alloc_3[%c0_0], %c30 : memref<3x10xf32, 2>, memref<3x10xf32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_0], %c30 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<3x10xf32, 2>
    %subview = memref.subview %alloc[1, 1] [1, 8] [1, 1] : memref<3x10xf32> to memref<8xf32, strided<[1], offset: 11>>
    affine.for %arg0 = 0 to %c8 {
      %0 = affine.max #map(%arg0)
      %1 = affine.min #map1(%arg0)[%c8]
      %2 = memref.load %alloca[%0] : memref<8xf32, 1>
      %3 = affine.load %alloca[%arg0] : memref<8xf32, 1>
      %4 = memref.load %alloca[%1] : memref<8xf32, 1>
      %5 = arith.addf %2, %3 : f32
      %6 = arith.addf %5, %4 : f32
      %cst_4 = arith.constant 2.500000e-01 : f32
      %7 = arith.mulf %6, %cst_4 : f32
      affine.store %7, %subview[%arg0] : memref<8xf32, strided<[1], offset: 11>>
    }
    %cast = memref.cast %alloc : memref<3x10xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<3x10xf32>
    return
  }
}


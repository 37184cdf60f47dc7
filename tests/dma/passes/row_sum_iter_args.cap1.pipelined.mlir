#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0) -> (d0 mod 2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x24xf32>, %arg1: memref<16xf32>) {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<2x1x24xf32, 2>
    %alloc_3 = memref.alloc() : memref<2x1xi32>
    affine.dma_start %arg0[%c0, 0], %alloc[%c0 mod 2, 0, 0], %alloc_3[%c0 mod 2, 0], %c24 : memref<16x24xf32>, memref<2x1x24xf32, 2>, memref<2x1xi32>
    affine.for %arg2 = 1 to 16 {
      affine.dma_start %arg0[%arg2, 0], %alloc[%arg2 mod 2, 0, 0], %alloc_3[%arg2 mod 2, 0], %c24 : memref<16x24xf32>, memref<2x1x24xf32, 2>, memref<2x1xi32>
      %6 = affine.apply #map(%arg2)
      %7 = affine.apply #map1(%6)
      %8 = affine.apply #map1(%6)
      %9 = affine.apply #map2(%6)
      affine.dma_wait %alloc_3[%6 mod 2, 0], %c24 : memref<2x1xi32>
      %10 = affine.for %arg3 = 0 to 24 iter_args(%arg4 = %cst) -> (f32) {
        %12 = affine.load %alloc[%6 mod 2, 0, %arg3] : memref<2x1x24xf32, 2>
        %13 = arith.addf %arg4, %12 : f32
        affine.yield %13 : f32
      }
      %alloc_6 = memref.alloc() : memref<1xf32, 2>
      %alloc_7 = memref.alloc() : memref<1xi32>
      affine.store %10, %alloc_6[0] : memref<1xf32, 2>
      %11 = affine.apply #map2(%6)
      affine.dma_start %alloc_6[%c0_0], %arg1[%6], %alloc_7[%c0_0], %c1 : memref<1xf32, 2>, memref<16xf32>, memref<1xi32>
      affine.dma_wait %alloc_7[%c0_0], %c1 : memref<1xi32>
      memref.dealloc %alloc_7 : memref<1xi32>
      memref.dealloc %alloc_6 : memref<1xf32, 2>
    }
    %0 = affine.apply #map(%c16)
    %1 = affine.apply #map1(%0)
    %2 = affine.apply #map1(%0)
    %3 = affine.apply #map2(%0)
    affine.dma_wait %alloc_3[%0 mod 2, 0], %c24 : memref<2x1xi32>
    %4 = affine.for %arg2 = 0 to 24 iter_args(%arg3 = %cst) -> (f32) {
      %6 = affine.load %alloc[%0 mod 2, 0, %arg2] : memref<2x1x24xf32, 2>
      %7 = arith.addf %arg3, %6 : f32
      affine.yield %7 : f32
    }
    %alloc_4 = memref.alloc() : memref<1xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.store %4, %alloc_4[0] : memref<1xf32, 2>
    %5 = affine.apply #map2(%0)
    affine.dma_start %alloc_4[%c0_0], %arg1[%0], %alloc_5[%c0_0], %c1 : memref<1xf32, 2>, memref<16xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_0], %c1 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xf32, 2>
    memref.dealloc %alloc_3 : memref<2x1xi32>
    memref.dealloc %alloc : memref<2x1x24xf32, 2>
    return
  }
  func.func @main() {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x24xf32>
    %alloc_2 = memref.alloc() : memref<16xf32>
    affine.for %arg0 = 0 to 16 {
      %alloc_5 = memref.alloc() : memref<1x24xf32, 2>
      %alloc_6 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 24 {
        %1 = affine.apply #map3(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        affine.store %3, %alloc_5[0, %arg1] : memref<1x24xf32, 2>
      }
      %0 = affine.apply #map2(%arg0)
      affine.dma_start %alloc_5[%c0_0, %c0_0], %alloc[%arg0, 0], %alloc_6[%c0_0], %c24 : memref<1x24xf32, 2>, memref<16x24xf32>, memref<1xi32>
      affine.dma_wait %alloc_6[%c0_0], %c24 : memref<1xi32>
      memref.dealloc %alloc_6 : memref<1xi32>
      memref.dealloc %alloc_5 : memref<1x24xf32, 2>
    }
    %alloc_3 = memref.alloc() : memref<16xf32, 2>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.store %cst, %alloc_3[%arg0] : memref<16xf32, 2>
    }
    affine.dma_start %alloc_3[%c0], %alloc_2[%c0], %alloc_4[%c0], %c16 : memref<16xf32, 2>, memref<16xf32>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0], %c16 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<16xf32, 2>
    call @kernel(%alloc, %alloc_2) : (memref<16x24xf32>, memref<16xf32>) -> ()
    %cast = memref.cast %alloc_2 : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16x24xf32>
    memref.dealloc %alloc_2 : memref<16xf32>
    return
  }
}


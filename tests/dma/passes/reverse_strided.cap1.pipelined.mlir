#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0) -> (d0 mod 2)>
#map2 = affine_map<(d0) -> (d0 * 2)>
#map3 = affine_map<(d0, d1) -> (d0 * 2)>
#map4 = affine_map<(d0, d1) -> (-d1 + 31)>
#map5 = affine_map<(d0, d1) -> (d0 * 2 + 1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<32x32xf32>, %arg1: memref<16x32xf32>) {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c0_0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2x2x32xf32, 2>
    %alloc_3 = memref.alloc() : memref<2x1xi32>
    affine.dma_start %arg0[%c0 * 2, 0], %alloc[%c0 mod 2, 0, 0], %alloc_3[%c0 mod 2, 0], %c64 : memref<32x32xf32>, memref<2x2x32xf32, 2>, memref<2x1xi32>
    affine.for %arg2 = 1 to 16 {
      affine.dma_start %arg0[%arg2 * 2, 0], %alloc[%arg2 mod 2, 0, 0], %alloc_3[%arg2 mod 2, 0], %c64 : memref<32x32xf32>, memref<2x2x32xf32, 2>, memref<2x1xi32>
      %5 = affine.apply #map(%arg2)
      %6 = affine.apply #map1(%5)
      %7 = affine.apply #map1(%5)
      %8 = affine.apply #map2(%5)
      affine.dma_wait %alloc_3[%5 mod 2, 0], %c64 : memref<2x1xi32>
      %alloc_6 = memref.alloc() : memref<1x32xf32, 2>
      %alloc_7 = memref.alloc() : memref<1xi32>
      affine.for %arg3 = 0 to 32 {
        %10 = affine.apply #map3(%5, %arg3)
        %11 = affine.apply #map4(%5, %arg3)
        %12 = affine.load %alloc[%5 mod 2, 0, -%arg3 + 31] : memref<2x2x32xf32, 2>
        %13 = affine.apply #map5(%5, %arg3)
        %14 = affine.apply #map6(%5, %arg3)
        %15 = affine.load %alloc[%5 mod 2, 1, %arg3] : memref<2x2x32xf32, 2>
        %16 = arith.subf %12, %15 : f32
        affine.store %16, %alloc_6[0, %arg3] : memref<1x32xf32, 2>
      }
      %9 = affine.apply #map7(%5)
      affine.dma_start %alloc_6[%c0_0, %c0_0], %arg1[%5, 0], %alloc_7[%c0_0], %c32 : memref<1x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
      affine.dma_wait %alloc_7[%c0_0], %c32 : memref<1xi32>
      memref.dealloc %alloc_7 : memref<1xi32>
      memref.dealloc %alloc_6 : memref<1x32xf32, 2>
    }
    %0 = affine.apply #map(%c16)
    %1 = affine.apply #map1(%0)
    %2 = affine.apply #map1(%0)
    %3 = affine.apply #map2(%0)
    affine.dma_wait %alloc_3[%0 mod 2, 0], %c64 : memref<2x1xi32>
    %alloc_4 = memref.alloc() : memref<1x32xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg2 = 0 to 32 {
      %5 = affine.apply #map3(%0, %arg2)
      %6 = affine.apply #map4(%0, %arg2)
      %7 = affine.load %alloc[%0 mod 2, 0, -%arg2 + 31] : memref<2x2x32xf32, 2>
      %8 = affine.apply #map5(%0, %arg2)
      %9 = affine.apply #map6(%0, %arg2)
      %10 = affine.load %alloc[%0 mod 2, 1, %arg2] : memref<2x2x32xf32, 2>
      %11 = arith.subf %7, %10 : f32
      affine.store %11, %alloc_4[0, %arg2] : memref<1x32xf32, 2>
    }
    %4 = affine.apply #map7(%0)
    affine.dma_start %alloc_4[%c0_0, %c0_0], %arg1[%0, 0], %alloc_5[%c0_0], %c32 : memref<1x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_0], %c32 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1x32xf32, 2>
    memref.dealloc %alloc_3 : memref<2x1xi32>
    memref.dealloc %alloc : memref<2x2x32xf32, 2>
    return
  }
  func.func @main() {
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c32_0 = arith.constant 32 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<32x32xf32>
    %alloc_3 = memref.alloc() : memref<16x32xf32>
    affine.for %arg0 = 0 to 32 {
      %alloc_4 = memref.alloc() : memref<1x32xf32, 2>
      %alloc_5 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 32 {
        %1 = affine.apply #map8(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        affine.store %3, %alloc_4[0, %arg1] : memref<1x32xf32, 2>
      }
      %0 = affine.apply #map7(%arg0)
      affine.dma_start %alloc_4[%c0_1, %c0_1], %alloc[%arg0, 0], %alloc_5[%c0_1], %c32_0 : memref<1x32xf32, 2>, memref<32x32xf32>, memref<1xi32>
      affine.dma_wait %alloc_5[%c0_1], %c32_0 : memref<1xi32>
      memref.dealloc %alloc_5 : memref<1xi32>
      memref.dealloc %alloc_4 : memref<1x32xf32, 2>
    }
    affine.for %arg0 = 0 to 16 {
      %alloc_4 = memref.alloc() : memref<1x32xf32, 2>
      %alloc_5 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 32 {
        affine.store %cst, %alloc_4[0, %arg1] : memref<1x32xf32, 2>
      }
      %0 = affine.apply #map7(%arg0)
      affine.dma_start %alloc_4[%c0, %c0], %alloc_3[%arg0, 0], %alloc_5[%c0], %c32 : memref<1x32xf32, 2>, memref<16x32xf32>, memref<1xi32>
      affine.dma_wait %alloc_5[%c0], %c32 : memref<1xi32>
      memref.dealloc %alloc_5 : memref<1xi32>
      memref.dealloc %alloc_4 : memref<1x32xf32, 2>
    }
    call @kernel(%alloc, %alloc_3) : (memref<32x32xf32>, memref<16x32xf32>) -> ()
    %cast = memref.cast %alloc_3 : memref<16x32xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<32x32xf32>
    memref.dealloc %alloc_3 : memref<16x32xf32>
    return
  }
}


#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0) -> (d0 mod 2)>
#map2 = affine_map<(d0) -> (-(-d0 + 1))>
#map3 = affine_map<(d0, d1) -> (d0 - 1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0 + 1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d1 - 1)>
#map8 = affine_map<(d0, d1) -> (d1 + 1)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x16xf32>, %arg1: memref<16x16xf32>) {
    %c15 = arith.constant 15 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c14 = arith.constant 14 : index
    %c0 = arith.constant 0 : index
    %c48 = arith.constant 48 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 4.000000e+00 : f32
    %alloc = memref.alloc() : memref<2x3x16xf32, 2>
    %alloc_3 = memref.alloc() : memref<2x1xi32>
    affine.dma_start %arg0[%c1 - 1, 0], %alloc[%c1 mod 2, 0, 0], %alloc_3[%c1 mod 2, 0], %c48 : memref<16x16xf32>, memref<2x3x16xf32, 2>, memref<2x1xi32>
    affine.for %arg2 = 2 to 15 {
      affine.dma_start %arg0[%arg2 - 1, 0], %alloc[%arg2 mod 2, 0, 0], %alloc_3[%arg2 mod 2, 0], %c48 : memref<16x16xf32>, memref<2x3x16xf32, 2>, memref<2x1xi32>
      %5 = affine.apply #map(%arg2)
      %6 = affine.apply #map1(%5)
      %7 = affine.apply #map1(%5)
      %8 = affine.apply #map2(%5)
      affine.dma_wait %alloc_3[%5 mod 2, 0], %c48 : memref<2x1xi32>
      %alloc_6 = memref.alloc() : memref<1x14xf32, 2>
      %alloc_7 = memref.alloc() : memref<1xi32>
      affine.for %arg3 = 1 to 15 {
        %10 = affine.load %alloc[%5 mod 2, 1, %arg3] : memref<2x3x16xf32, 2>
        %11 = affine.apply #map3(%5, %arg3)
        %12 = affine.apply #map4(%5, %arg3)
        %13 = affine.load %alloc[%5 mod 2, 0, %arg3] : memref<2x3x16xf32, 2>
        %14 = affine.apply #map5(%5, %arg3)
        %15 = affine.apply #map4(%5, %arg3)
        %16 = affine.load %alloc[%5 mod 2, 2, %arg3] : memref<2x3x16xf32, 2>
        %17 = affine.apply #map6(%5, %arg3)
        %18 = affine.apply #map7(%5, %arg3)
        %19 = affine.load %alloc[%5 mod 2, 1, %arg3 - 1] : memref<2x3x16xf32, 2>
        %20 = affine.apply #map6(%5, %arg3)
        %21 = affine.apply #map8(%5, %arg3)
        %22 = affine.load %alloc[%5 mod 2, 1, %arg3 + 1] : memref<2x3x16xf32, 2>
        %23 = arith.mulf %10, %cst : f32
        %24 = arith.subf %23, %13 : f32
        %25 = arith.subf %24, %16 : f32
        %26 = arith.subf %25, %19 : f32
        %27 = arith.subf %26, %22 : f32
        affine.store %27, %alloc_6[0, %arg3 - 1] : memref<1x14xf32, 2>
      }
      %9 = affine.apply #map9(%5)
      affine.dma_start %alloc_6[%c0, %c0], %arg1[%5, 1], %alloc_7[%c0], %c14 : memref<1x14xf32, 2>, memref<16x16xf32>, memref<1xi32>
      affine.dma_wait %alloc_7[%c0], %c14 : memref<1xi32>
      memref.dealloc %alloc_7 : memref<1xi32>
      memref.dealloc %alloc_6 : memref<1x14xf32, 2>
    }
    %0 = affine.apply #map(%c15)
    %1 = affine.apply #map1(%0)
    %2 = affine.apply #map1(%0)
    %3 = affine.apply #map2(%0)
    affine.dma_wait %alloc_3[%0 mod 2, 0], %c48 : memref<2x1xi32>
    %alloc_4 = memref.alloc() : memref<1x14xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg2 = 1 to 15 {
      %5 = affine.load %alloc[%0 mod 2, 1, %arg2] : memref<2x3x16xf32, 2>
      %6 = affine.apply #map3(%0, %arg2)
      %7 = affine.apply #map4(%0, %arg2)
      %8 = affine.load %alloc[%0 mod 2, 0, %arg2] : memref<2x3x16xf32, 2>
      %9 = affine.apply #map5(%0, %arg2)
      %10 = affine.apply #map4(%0, %arg2)
      %11 = affine.load %alloc[%0 mod 2, 2, %arg2] : memref<2x3x16xf32, 2>
      %12 = affine.apply #map6(%0, %arg2)
      %13 = affine.apply #map7(%0, %arg2)
      %14 = affine.load %alloc[%0 mod 2, 1, %arg2 - 1] : memref<2x3x16xf32, 2>
      %15 = affine.apply #map6(%0, %arg2)
      %16 = affine.apply #map8(%0, %arg2)
      %17 = affine.load %alloc[%0 mod 2, 1, %arg2 + 1] : memref<2x3x16xf32, 2>
      %18 = arith.mulf %5, %cst : f32
      %19 = arith.subf %18, %8 : f32
      %20 = arith.subf %19, %11 : f32
      %21 = arith.subf %20, %14 : f32
      %22 = arith.subf %21, %17 : f32
      affine.store %22, %alloc_4[0, %arg2 - 1] : memref<1x14xf32, 2>
    }
    %4 = affine.apply #map9(%0)
    affine.dma_start %alloc_4[%c0, %c0], %arg1[%0, 1], %alloc_5[%c0], %c14 : memref<1x14xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0], %c14 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1x14xf32, 2>
    memref.dealloc %alloc_3 : memref<2x1xi32>
    memref.dealloc %alloc : memref<2x3x16xf32, 2>
    return
  }
  func.func @main() {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c256_0 = arith.constant 256 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16x16xf32>
    %alloc_3 = memref.alloc() : memref<16x16xf32>
    %alloc_4 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 16 {
        %0 = affine.apply #map10(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_4[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    affine.dma_start %alloc_4[%c0_1, %c0_1], %alloc[%c0_1, %c0_1], %alloc_5[%c0_1], %c256_0 : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_1], %c256_0 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<16x16xf32, 2>
    %alloc_6 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 16 {
        affine.store %cst, %alloc_6[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    affine.dma_start %alloc_6[%c0, %c0], %alloc_3[%c0, %c0], %alloc_7[%c0], %c256 : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c256 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<16x16xf32, 2>
    call @kernel(%alloc, %alloc_3) : (memref<16x16xf32>, memref<16x16xf32>) -> ()
    %cast = memref.cast %alloc_3 : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<16x16xf32>
    memref.dealloc %alloc_3 : memref<16x16xf32>
    return
  }
}


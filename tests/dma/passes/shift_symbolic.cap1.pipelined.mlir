#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0) -> (d0 mod 2)>
#map2 = affine_map<(d0, d1, d2) -> (d0 + d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1)[s0, s1] -> (d0 + s0)>
#map5 = affine_map<(d0, d1)[s0, s1] -> (d1 + s1)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<24x24xf32>, %arg1: memref<16x16xf32>, %arg2: index, %arg3: index) {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c16_0 = arith.constant 16 : index
    %c0_1 = arith.constant 0 : index
    %c16_2 = arith.constant 16 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2x1x16xf32, 2>
    %alloc_5 = memref.alloc() : memref<2x1xi32>
    affine.dma_start %arg0[%c0 + symbol(%arg2), symbol(%arg3)], %alloc[%c0 mod 2, 0, 0], %alloc_5[%c0 mod 2, 0], %c16_2 : memref<24x24xf32>, memref<2x1x16xf32, 2>, memref<2x1xi32>
    affine.for %arg4 = 1 to 16 {
      affine.dma_start %arg0[%arg4 + symbol(%arg2), symbol(%arg3)], %alloc[%arg4 mod 2, 0, 0], %alloc_5[%arg4 mod 2, 0], %c16_2 : memref<24x24xf32>, memref<2x1x16xf32, 2>, memref<2x1xi32>
      %6 = affine.apply #map(%arg4)
      %7 = affine.apply #map1(%6)
      %8 = affine.apply #map1(%6)
      %9 = affine.apply #map2(%6, %arg2, %arg3)
      %10 = affine.apply #map3(%6, %arg2, %arg3)
      affine.dma_wait %alloc_5[%6 mod 2, 0], %c16_2 : memref<2x1xi32>
      %alloc_8 = memref.alloc() : memref<1x16xf32, 2>
      %alloc_9 = memref.alloc() : memref<1xi32>
      affine.for %arg5 = 0 to 16 {
        %12 = affine.apply #map4(%6, %arg5)[%arg2, %arg3]
        %13 = affine.apply #map5(%6, %arg5)[%arg2, %arg3]
        %14 = affine.load %alloc[%6 mod 2, 0, %arg5] : memref<2x1x16xf32, 2>
        affine.store %14, %alloc_8[0, %arg5] : memref<1x16xf32, 2>
      }
      %11 = affine.apply #map6(%6)
      affine.dma_start %alloc_8[%c0_1, %c0_1], %arg1[%6, 0], %alloc_9[%c0_1], %c16_0 : memref<1x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
      affine.dma_wait %alloc_9[%c0_1], %c16_0 : memref<1xi32>
      memref.dealloc %alloc_9 : memref<1xi32>
      memref.dealloc %alloc_8 : memref<1x16xf32, 2>
    }
    %0 = affine.apply #map(%c16)
    %1 = affine.apply #map1(%0)
    %2 = affine.apply #map1(%0)
    %3 = affine.apply #map2(%0, %arg2, %arg3)
    %4 = affine.apply #map3(%0, %arg2, %arg3)
    affine.dma_wait %alloc_5[%0 mod 2, 0], %c16_2 : memref<2x1xi32>
    %alloc_6 = memref.alloc() : memref<1x16xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg4 = 0 to 16 {
      %6 = affine.apply #map4(%0, %arg4)[%arg2, %arg3]
      %7 = affine.apply #map5(%0, %arg4)[%arg2, %arg3]
      %8 = affine.load %alloc[%0 mod 2, 0, %arg4] : memref<2x1x16xf32, 2>
      affine.store %8, %alloc_6[0, %arg4] : memref<1x16xf32, 2>
    }
    %5 = affine.apply #map6(%0)
    affine.dma_start %alloc_6[%c0_1, %c0_1], %arg1[%0, 0], %alloc_7[%c0_1], %c16_0 : memref<1x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0_1], %c16_0 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1x16xf32, 2>
    memref.dealloc %alloc_5 : memref<2x1xi32>
    memref.dealloc %alloc : memref<2x1x16xf32, 2>
    return
  }
  func.func @main() {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc() : memref<24x24xf32>
    %alloc_2 = memref.alloc() : memref<16x16xf32>
    affine.for %arg0 = 0 to 24 {
      %alloc_5 = memref.alloc() : memref<1x24xf32, 2>
      %alloc_6 = memref.alloc() : memref<1xi32>
      affine.for %arg1 = 0 to 24 {
        %1 = affine.apply #map7(%arg0, %arg1)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        affine.store %3, %alloc_5[0, %arg1] : memref<1x24xf32, 2>
      }
      %0 = affine.apply #map6(%arg0)
      affine.dma_start %alloc_5[%c0_0, %c0_0], %alloc[%arg0, 0], %alloc_6[%c0_0], %c24 : memref<1x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
      affine.dma_wait %alloc_6[%c0_0], %c24 : memref<1xi32>
      memref.dealloc %alloc_6 : memref<1xi32>
      memref.dealloc %alloc_5 : memref<1x24xf32, 2>
    }
    %alloc_3 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 16 {
        affine.store %cst, %alloc_3[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    affine.dma_start %alloc_3[%c0, %c0], %alloc_2[%c0, %c0], %alloc_4[%c0], %c256 : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0], %c256 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<16x16xf32, 2>
    call @kernel(%alloc, %alloc_2, %c3, %c5) : (memref<24x24xf32>, memref<16x16xf32>, index, index) -> ()
    %cast = memref.cast %alloc_2 : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<24x24xf32>
    memref.dealloc %alloc_2 : memref<16x16xf32>
    return
  }
}


#map = affine_map<(d0) -> (-(-d0 + 1))>
#map1 = affine_map<(d0, d1) -> (d0 - 1)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0 + 1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> (d1 - 1)>
#map6 = affine_map<(d0, d1) -> (d1 + 1)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<16x16xf32>, %arg1: memref<16x16xf32>) {
    %c1 = arith.constant 1 : index
    %c14 = arith.constant 14 : index
    %c0 = arith.constant 0 : index
    %c48 = arith.constant 48 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %cst = arith.constant 4.000000e+00 : f32
    affine.for %arg2 = 1 to 15 {
      %0 = affine.apply #map(%arg2)
      %alloc = memref.alloc() : memref<3x16xf32, 2>
      %alloc_2 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg0[%arg2 - 1, 0], %alloc[%c0_0, %c0_0], %alloc_2[%c0_0], %c48 : memref<16x16xf32>, memref<3x16xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_2[%c0_0], %c48 : memref<1xi32>
      %alloc_3 = memref.alloc() : memref<1x14xf32, 2>
      %alloc_4 = memref.alloc() : memref<1xi32>
      affine.for %arg3 = 1 to 15 {
        %2 = affine.load %alloc[1, %arg3] : memref<3x16xf32, 2>
        %3 = affine.apply #map1(%arg2, %arg3)
        %4 = affine.apply #map2(%arg2, %arg3)
        %5 = affine.load %alloc[0, %arg3] : memref<3x16xf32, 2>
        %6 = affine.apply #map3(%arg2, %arg3)
        %7 = affine.apply #map2(%arg2, %arg3)
        %8 = affine.load %alloc[2, %arg3] : memref<3x16xf32, 2>
        %9 = affine.apply #map4(%arg2, %arg3)
        %10 = affine.apply #map5(%arg2, %arg3)
        %11 = affine.load %alloc[1, %arg3 - 1] : memref<3x16xf32, 2>
        %12 = affine.apply #map4(%arg2, %arg3)
        %13 = affine.apply #map6(%arg2, %arg3)
        %14 = affine.load %alloc[1, %arg3 + 1] : memref<3x16xf32, 2>
        %15 = arith.mulf %2, %cst : f32
        %16 = arith.subf %15, %5 : f32
        %17 = arith.subf %16, %8 : f32
        %18 = arith.subf %17, %11 : f32
        %19 = arith.subf %18, %14 : f32
        affine.store %19, %alloc_3[0, %arg3 - 1] : memref<1x14xf32, 2>
      }
      %1 = affine.apply #map7(%arg2)
      affine.dma_start %alloc_3[%c0, %c0], %arg1[%arg2, 1], %alloc_4[%c0], %c14 : memref<1x14xf32, 2>, memref<16x16xf32>, memref<1xi32>
      affine.dma_wait %alloc_4[%c0], %c14 : memref<1xi32>
      memref.dealloc %alloc_4 : memref<1xi32>
      memref.dealloc %alloc_3 : memref<1x14xf32, 2>
      memref.dealloc %alloc_2 : memref<1xi32>
      memref.dealloc %alloc : memref<3x16xf32, 2>
    }
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
        %0 = affine.apply #map8(%arg0, %arg1)
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


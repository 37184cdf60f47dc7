#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1)[s0, s1] -> (d0 + s0)>
#map3 = affine_map<(d0, d1)[s0, s1] -> (d1 + s1)>
#map4 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<24x24xf32>, %arg1: memref<16x16xf32>, %arg2: index, %arg3: index) {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c256_0 = arith.constant 256 : index
    %c24 = arith.constant 24 : index
    %c16 = arith.constant 16 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %0 = affine.apply #map(%arg2, %arg3)
    %1 = affine.apply #map1(%arg2, %arg3)
    %alloc = memref.alloc() : memref<16x16xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[symbol(%arg2), symbol(%arg3)], %alloc[%c0_1, %c0_1], %alloc_3[%c0_1], %c256_0, %c24, %c16 : memref<24x24xf32>, memref<16x16xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_1], %c256_0 : memref<1xi32>
    %alloc_4 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg4 = 0 to 16 {
      affine.for %arg5 = 0 to 16 {
        %2 = affine.apply #map2(%arg4, %arg5)[%arg2, %arg3]
        %3 = affine.apply #map3(%arg4, %arg5)[%arg2, %arg3]
        %4 = affine.load %alloc[%arg4, %arg5] : memref<16x16xf32, 2>
        affine.store %4, %alloc_4[%arg4, %arg5] : memref<16x16xf32, 2>
      }
    }
    affine.dma_start %alloc_4[%c0, %c0], %arg1[%c0, %c0], %alloc_5[%c0], %c256 : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0], %c256 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<16x16xf32, 2>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc : memref<16x16xf32, 2>
    return
  }
  func.func @main() {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c576 = arith.constant 576 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc() : memref<24x24xf32>
    %alloc_2 = memref.alloc() : memref<16x16xf32>
    %alloc_3 = memref.alloc() : memref<24x24xf32, 2>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 24 {
      affine.for %arg1 = 0 to 24 {
        %0 = affine.apply #map4(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_3[%arg0, %arg1] : memref<24x24xf32, 2>
      }
    }
    affine.dma_start %alloc_3[%c0_0, %c0_0], %alloc[%c0_0, %c0_0], %alloc_4[%c0_0], %c576 : memref<24x24xf32, 2>, memref<24x24xf32>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0_0], %c576 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<24x24xf32, 2>
    %alloc_5 = memref.alloc() : memref<16x16xf32, 2>
    %alloc_6 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 16 {
        affine.store %cst, %alloc_5[%arg0, %arg1] : memref<16x16xf32, 2>
      }
    }
    affine.dma_start %alloc_5[%c0, %c0], %alloc_2[%c0, %c0], %alloc_6[%c0], %c256 : memref<16x16xf32, 2>, memref<16x16xf32>, memref<1xi32>
    affine.dma_wait %alloc_6[%c0], %c256 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<16x16xf32, 2>
    call @kernel(%alloc, %alloc_2, %c3, %c5) : (memref<24x24xf32>, memref<16x16xf32>, index, index) -> ()
    %cast = memref.cast %alloc_2 : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<24x24xf32>
    memref.dealloc %alloc_2 : memref<16x16xf32>
    return
  }
}


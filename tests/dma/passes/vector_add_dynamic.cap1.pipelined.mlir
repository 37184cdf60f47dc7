#map = affine_map<()[s0] -> (s0, 96)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#map4 = affine_map<(d0) -> ((d0 * 5) mod 9)>
#map5 = affine_map<(d0) -> ((d0 * 3) mod 7)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c32_0 = arith.constant 32 : index
    %c0_1 = arith.constant 0 : index
    %c32_2 = arith.constant 32 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_5 : memref<?xf32>
    affine.for %arg3 = 0 to min #map()[%dim] step 32 {
      %0 = affine.apply #map1(%arg3, %dim)
      %alloc = memref.alloc() : memref<32xf32, 2>
      %alloc_6 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg0[%arg3], %alloc[%c0_3], %alloc_6[%c0_3], %c32_2 : memref<?xf32>, memref<32xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_6[%c0_3], %c32_2 : memref<1xi32>
      %1 = affine.apply #map1(%arg3, %dim)
      %alloc_7 = memref.alloc() : memref<32xf32, 2>
      %alloc_8 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg1[%arg3], %alloc_7[%c0_1], %alloc_8[%c0_1], %c32_0 : memref<?xf32>, memref<32xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_8[%c0_1], %c32_0 : memref<1xi32>
      %alloc_9 = memref.alloc() : memref<32xf32, 2>
      %alloc_10 = memref.alloc() : memref<1xi32>
      affine.for %arg4 = #map2(%arg3) to min #map3(%arg3)[%dim] {
        %3 = affine.load %alloc[-%arg3 + %arg4] : memref<32xf32, 2>
        %4 = affine.load %alloc_7[-%arg3 + %arg4] : memref<32xf32, 2>
        %5 = arith.addf %3, %4 : f32
        affine.store %5, %alloc_9[-%arg3 + %arg4] : memref<32xf32, 2>
      }
      %2 = affine.apply #map1(%arg3, %dim)
      affine.dma_start %alloc_9[%c0], %arg2[%arg3], %alloc_10[%c0], %c32 : memref<32xf32, 2>, memref<?xf32>, memref<1xi32>
      affine.dma_wait %alloc_10[%c0], %c32 : memref<1xi32>
      memref.dealloc %alloc_10 : memref<1xi32>
      memref.dealloc %alloc_9 : memref<32xf32, 2>
      memref.dealloc %alloc_8 : memref<1xi32>
      memref.dealloc %alloc_7 : memref<32xf32, 2>
      memref.dealloc %alloc_6 : memref<1xi32>
      memref.dealloc %alloc : memref<32xf32, 2>
    }
    return
  }
  func.func @main() {
    %c96 = arith.constant 96 : index
    %c0 = arith.constant 0 : index
    %c96_0 = arith.constant 96 : index
    %c0_1 = arith.constant 0 : index
    %c96_2 = arith.constant 96 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c96_5 = arith.constant 96 : index
    %alloc = memref.alloc(%c96_5) : memref<?xf32>
    %alloc_6 = memref.alloc(%c96_5) : memref<?xf32>
    %alloc_7 = memref.alloc(%c96_5) : memref<?xf32>
    %alloc_8 = memref.alloc() : memref<96xf32, 2>
    %alloc_9 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 96 {
      %0 = affine.apply #map4(%arg0)
      %1 = arith.index_cast %0 : index to i64
      %2 = arith.sitofp %1 : i64 to f32
      affine.store %2, %alloc_8[%arg0] : memref<96xf32, 2>
    }
    affine.dma_start %alloc_8[%c0_3], %alloc[%c0_3], %alloc_9[%c0_3], %c96_2 : memref<96xf32, 2>, memref<?xf32>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0_3], %c96_2 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<96xf32, 2>
    %alloc_10 = memref.alloc() : memref<96xf32, 2>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 96 {
      %0 = affine.apply #map5(%arg0)
      %1 = arith.index_cast %0 : index to i64
      %2 = arith.sitofp %1 : i64 to f32
      affine.store %2, %alloc_10[%arg0] : memref<96xf32, 2>
    }
    affine.dma_start %alloc_10[%c0_1], %alloc_6[%c0_1], %alloc_11[%c0_1], %c96_0 : memref<96xf32, 2>, memref<?xf32>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0_1], %c96_0 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<96xf32, 2>
    %alloc_12 = memref.alloc() : memref<96xf32, 2>
    %alloc_13 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 96 {
      affine.store %cst, %alloc_12[%arg0] : memref<96xf32, 2>
    }
    affine.dma_start %alloc_12[%c0], %alloc_7[%c0], %alloc_13[%c0], %c96 : memref<96xf32, 2>, memref<?xf32>, memref<1xi32>
    affine.dma_wait %alloc_13[%c0], %c96 : memref<1xi32>
    memref.dealloc %alloc_13 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<96xf32, 2>
    call @kernel(%alloc, %alloc_6, %alloc_7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
    %cast = memref.cast %alloc_7 : memref<?xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<?xf32>
    memref.dealloc %alloc_6 : memref<?xf32>
    memref.dealloc %alloc_7 : memref<?xf32>
    return
  }
}


#map = affine_map<()[s0] -> (s0, 12)>
#map1 = affine_map<(d0, d1, d2) -> (d0)>
#map2 = affine_map<()[s0] -> (s0, 20)>
#map3 = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @kernel(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
    %c20 = arith.constant 20 : index
    %c0 = arith.constant 0 : index
    %c20_0 = arith.constant 20 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 2.500000e+00 : f32
    %dim = memref.dim %arg0, %c0_3 : memref<?x?xf32>
    %dim_4 = memref.dim %arg0, %c1 : memref<?x?xf32>
    affine.for %arg2 = 0 to min #map()[%dim] {
      %0 = affine.apply #map1(%arg2, %dim, %dim_4)
      %alloc = memref.alloc() : memref<1x20xf32, 2>
      %alloc_5 = memref.alloc() : memref<1xi32>
      affine.dma_start %arg0[%arg2, 0], %alloc[%c0_1, %c0_1], %alloc_5[%c0_1], %c20_0 : memref<?x?xf32>, memref<1x20xf32, 2>, memref<1xi32>
      affine.dma_wait %alloc_5[%c0_1], %c20_0 : memref<1xi32>
      %alloc_6 = memref.alloc() : memref<1x20xf32, 2>
      %alloc_7 = memref.alloc() : memref<1xi32>
      affine.for %arg3 = 0 to min #map2()[%dim_4] {
        %2 = affine.load %alloc[0, %arg3] : memref<1x20xf32, 2>
        %3 = arith.mulf %2, %cst : f32
        affine.store %3, %alloc_6[0, %arg3] : memref<1x20xf32, 2>
      }
      %1 = affine.apply #map1(%arg2, %dim, %dim_4)
      affine.dma_start %alloc_6[%c0, %c0], %arg1[%arg2, 0], %alloc_7[%c0], %c20 : memref<1x20xf32, 2>, memref<?x?xf32>, memref<1xi32>
      affine.dma_wait %alloc_7[%c0], %c20 : memref<1xi32>
      memref.dealloc %alloc_7 : memref<1xi32>
      memref.dealloc %alloc_6 : memref<1x20xf32, 2>
      memref.dealloc %alloc_5 : memref<1xi32>
      memref.dealloc %alloc : memref<1x20xf32, 2>
    }
    return
  }
  func.func @main() {
    %c240 = arith.constant 240 : index
    %c0 = arith.constant 0 : index
    %c240_0 = arith.constant 240 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c12 = arith.constant 12 : index
    %c20 = arith.constant 20 : index
    %alloc = memref.alloc(%c12, %c20) : memref<?x?xf32>
    %alloc_3 = memref.alloc(%c12, %c20) : memref<?x?xf32>
    %alloc_4 = memref.alloc() : memref<12x20xf32, 2>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 12 {
      affine.for %arg1 = 0 to 20 {
        %0 = affine.apply #map3(%arg0, %arg1)
        %1 = arith.index_cast %0 : index to i64
        %2 = arith.sitofp %1 : i64 to f32
        affine.store %2, %alloc_4[%arg0, %arg1] : memref<12x20xf32, 2>
      }
    }
    affine.dma_start %alloc_4[%c0_1, %c0_1], %alloc[%c0_1, %c0_1], %alloc_5[%c0_1], %c240_0 : memref<12x20xf32, 2>, memref<?x?xf32>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_1], %c240_0 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<12x20xf32, 2>
    %alloc_6 = memref.alloc() : memref<12x20xf32, 2>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 12 {
      affine.for %arg1 = 0 to 20 {
        affine.store %cst, %alloc_6[%arg0, %arg1] : memref<12x20xf32, 2>
      }
    }
    affine.dma_start %alloc_6[%c0, %c0], %alloc_3[%c0, %c0], %alloc_7[%c0], %c240 : memref<12x20xf32, 2>, memref<?x?xf32>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c240 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<12x20xf32, 2>
    call @kernel(%alloc, %alloc_3) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
    %cast = memref.cast %alloc_3 : memref<?x?xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<?x?xf32>
    memref.dealloc %alloc_3 : memref<?x?xf32>
    return
  }
}


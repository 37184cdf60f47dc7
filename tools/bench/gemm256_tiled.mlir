// make bench (DMA cost): tools/bench/gemm256.mlir after mlir-opt-22 -affine-loop-tile="tile-size=32".
// The baseline of gemm256_tiled_dma.mlir: same loops, no DMA.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 32)>
module {
  func.func @gemm(%arg0: memref<256x256xf32>, %arg1: memref<256x256xf32>, %arg2: memref<256x256xf32>) {
    affine.for %arg3 = 0 to 256 step 32 {
      affine.for %arg4 = 0 to 256 step 32 {
        affine.for %arg5 = 0 to 256 step 32 {
          affine.for %arg6 = #map(%arg3) to #map1(%arg3) {
            affine.for %arg7 = #map(%arg4) to #map1(%arg4) {
              affine.for %arg8 = #map(%arg5) to #map1(%arg5) {
                %0 = affine.load %arg0[%arg6, %arg8] : memref<256x256xf32>
                %1 = affine.load %arg1[%arg8, %arg7] : memref<256x256xf32>
                %2 = affine.load %arg2[%arg6, %arg7] : memref<256x256xf32>
                %3 = arith.mulf %0, %1 : f32
                %4 = arith.addf %2, %3 : f32
                affine.store %4, %arg2[%arg6, %arg7] : memref<256x256xf32>
              }
            }
          }
        }
      }
    }
    return
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<256x256xf32>
    %alloc_0 = memref.alloc() : memref<256x256xf32>
    %alloc_1 = memref.alloc() : memref<256x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg0 = 0 to 256 step 32 {
      affine.for %arg1 = 0 to 256 step 32 {
        affine.for %arg2 = #map(%arg0) to #map1(%arg0) {
          affine.for %arg3 = #map(%arg1) to #map1(%arg1) {
            %2 = arith.addi %arg2, %arg3 : index
            %c7 = arith.constant 7 : index
            %3 = arith.remui %2, %c7 : index
            %4 = arith.index_cast %3 : index to i32
            %5 = arith.sitofp %4 : i32 to f32
            affine.store %5, %alloc[%arg2, %arg3] : memref<256x256xf32>
            affine.store %5, %alloc_0[%arg3, %arg2] : memref<256x256xf32>
            affine.store %cst, %alloc_1[%arg2, %arg3] : memref<256x256xf32>
          }
        }
      }
    }
    call @gemm(%alloc, %alloc_0, %alloc_1) : (memref<256x256xf32>, memref<256x256xf32>, memref<256x256xf32>) -> ()
    %0 = affine.load %alloc_1[0, 0] : memref<256x256xf32>
    %1 = affine.load %alloc_1[255, 128] : memref<256x256xf32>
    vector.print %0 : f32
    vector.print %1 : f32
    memref.dealloc %alloc : memref<256x256xf32>
    memref.dealloc %alloc_0 : memref<256x256xf32>
    memref.dealloc %alloc_1 : memref<256x256xf32>
    return
  }
  func.func @noop() {
    return
  }
}


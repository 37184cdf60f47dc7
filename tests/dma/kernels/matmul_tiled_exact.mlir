// 24x24x24 matmul tiled 8x8x8 (exactly divisible), intra-tile loops with affine_map bounds.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%A: memref<24x24xf32>, %B: memref<24x24xf32>, %C: memref<24x24xf32>) {
    affine.for %ii = 0 to 24 step 8 {
      affine.for %jj = 0 to 24 step 8 {
        affine.for %kk = 0 to 24 step 8 {
          affine.for %i = affine_map<(d0) -> (d0)>(%ii) to affine_map<(d0) -> (d0 + 8)>(%ii) {
            affine.for %j = affine_map<(d0) -> (d0)>(%jj) to affine_map<(d0) -> (d0 + 8)>(%jj) {
              affine.for %k = affine_map<(d0) -> (d0)>(%kk) to affine_map<(d0) -> (d0 + 8)>(%kk) {
                %a = affine.load %A[%i, %k] : memref<24x24xf32>
                %b = affine.load %B[%k, %j] : memref<24x24xf32>
                %c = affine.load %C[%i, %j] : memref<24x24xf32>
                %p = arith.mulf %a, %b : f32
                %s = arith.addf %c, %p : f32
                affine.store %s, %C[%i, %j] : memref<24x24xf32>
              }
            }
          }
        }
      }
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %A = memref.alloc() : memref<24x24xf32>
    %B = memref.alloc() : memref<24x24xf32>
    %C = memref.alloc() : memref<24x24xf32>
    affine.for %A_i0 = 0 to 24 {
      affine.for %A_i1 = 0 to 24 {
        %A_v = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>(%A_i0, %A_i1)
        %A_w = arith.index_cast %A_v : index to i64
        %A_f = arith.sitofp %A_w : i64 to f32
        affine.store %A_f, %A[%A_i0, %A_i1] : memref<24x24xf32>
      }
    }
    affine.for %B_i0 = 0 to 24 {
      affine.for %B_i1 = 0 to 24 {
        %B_v = affine.apply affine_map<(d0, d1) -> ((d0 * 5 + d1 * 2) mod 7)>(%B_i0, %B_i1)
        %B_w = arith.index_cast %B_v : index to i64
        %B_f = arith.sitofp %B_w : i64 to f32
        affine.store %B_f, %B[%B_i0, %B_i1] : memref<24x24xf32>
      }
    }
    affine.for %C_i0 = 0 to 24 {
      affine.for %C_i1 = 0 to 24 {
        affine.store %zero, %C[%C_i0, %C_i1] : memref<24x24xf32>
      }
    }
    func.call @kernel(%A, %B, %C) : (memref<24x24xf32>, memref<24x24xf32>, memref<24x24xf32>) -> ()
    %C_u = memref.cast %C : memref<24x24xf32> to memref<*xf32>
    func.call @printMemrefF32(%C_u) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<24x24xf32>
    memref.dealloc %B : memref<24x24xf32>
    memref.dealloc %C : memref<24x24xf32>
    return
  }
}

// matmul on 16x16 buffers with loop bounds from index symbols %m, %n, %p (called with 12, 14, 16).
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%A: memref<16x16xf32>, %B: memref<16x16xf32>, %C: memref<16x16xf32>, %m: index, %n: index, %p: index) {
    affine.for %i = 0 to %m {
      affine.for %j = 0 to %n {
        affine.for %k = 0 to %p {
          %a = affine.load %A[%i, %k] : memref<16x16xf32>
          %b = affine.load %B[%k, %j] : memref<16x16xf32>
          %c = affine.load %C[%i, %j] : memref<16x16xf32>
          %q = arith.mulf %a, %b : f32
          %s = arith.addf %c, %q : f32
          affine.store %s, %C[%i, %j] : memref<16x16xf32>
        }
      }
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %c12 = arith.constant 12 : index
    %c14 = arith.constant 14 : index
    %c16 = arith.constant 16 : index
    %A = memref.alloc() : memref<16x16xf32>
    %B = memref.alloc() : memref<16x16xf32>
    %C = memref.alloc() : memref<16x16xf32>
    affine.for %A_i0 = 0 to 16 {
      affine.for %A_i1 = 0 to 16 {
        %A_v = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>(%A_i0, %A_i1)
        %A_w = arith.index_cast %A_v : index to i64
        %A_f = arith.sitofp %A_w : i64 to f32
        affine.store %A_f, %A[%A_i0, %A_i1] : memref<16x16xf32>
      }
    }
    affine.for %B_i0 = 0 to 16 {
      affine.for %B_i1 = 0 to 16 {
        %B_v = affine.apply affine_map<(d0, d1) -> ((d0 * 5 + d1 * 2) mod 7)>(%B_i0, %B_i1)
        %B_w = arith.index_cast %B_v : index to i64
        %B_f = arith.sitofp %B_w : i64 to f32
        affine.store %B_f, %B[%B_i0, %B_i1] : memref<16x16xf32>
      }
    }
    affine.for %C_i0 = 0 to 16 {
      affine.for %C_i1 = 0 to 16 {
        affine.store %zero, %C[%C_i0, %C_i1] : memref<16x16xf32>
      }
    }
    func.call @kernel(%A, %B, %C, %c12, %c14, %c16) : (memref<16x16xf32>, memref<16x16xf32>, memref<16x16xf32>, index, index, index) -> ()
    %C_u = memref.cast %C : memref<16x16xf32> to memref<*xf32>
    func.call @printMemrefF32(%C_u) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<16x16xf32>
    memref.dealloc %B : memref<16x16xf32>
    memref.dealloc %C : memref<16x16xf32>
    return
  }
}

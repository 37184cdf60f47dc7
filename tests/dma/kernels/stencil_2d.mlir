// 5-point 2-D stencil on 16x16: B[i][j] = 4*A[i][j] - A[i-1][j] - A[i+1][j] - A[i][j-1] - A[i][j+1] on the interior.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%A: memref<16x16xf32>, %B: memref<16x16xf32>) {
    %four = arith.constant 4.0 : f32
    affine.for %i = 1 to 15 {
      affine.for %j = 1 to 15 {
        %c = affine.load %A[%i, %j] : memref<16x16xf32>
        %n = affine.load %A[%i - 1, %j] : memref<16x16xf32>
        %s = affine.load %A[%i + 1, %j] : memref<16x16xf32>
        %w = affine.load %A[%i, %j - 1] : memref<16x16xf32>
        %e = affine.load %A[%i, %j + 1] : memref<16x16xf32>
        %c4 = arith.mulf %c, %four : f32
        %t0 = arith.subf %c4, %n : f32
        %t1 = arith.subf %t0, %s : f32
        %t2 = arith.subf %t1, %w : f32
        %t3 = arith.subf %t2, %e : f32
        affine.store %t3, %B[%i, %j] : memref<16x16xf32>
      }
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %A = memref.alloc() : memref<16x16xf32>
    %B = memref.alloc() : memref<16x16xf32>
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
        affine.store %zero, %B[%B_i0, %B_i1] : memref<16x16xf32>
      }
    }
    func.call @kernel(%A, %B) : (memref<16x16xf32>, memref<16x16xf32>) -> ()
    %B_u = memref.cast %B : memref<16x16xf32> to memref<*xf32>
    func.call @printMemrefF32(%B_u) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<16x16xf32>
    memref.dealloc %B : memref<16x16xf32>
    return
  }
}

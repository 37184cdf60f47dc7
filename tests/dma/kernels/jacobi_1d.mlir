// 1-D 3-point Jacobi stencil, 4 time steps, on each of 16 independent rows of 32 points:
// B[r][j] = (A[r][j-1] + A[r][j] + A[r][j+1]) * 0.5 on the interior, then A[r][j] = B[r][j].
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%A: memref<16x32xf32>, %B: memref<16x32xf32>) {
    %half = arith.constant 0.5 : f32
    affine.for %r = 0 to 16 {
      affine.for %t = 0 to 4 {
        affine.for %j = 1 to 31 {
          %l = affine.load %A[%r, %j - 1] : memref<16x32xf32>
          %m = affine.load %A[%r, %j] : memref<16x32xf32>
          %h = affine.load %A[%r, %j + 1] : memref<16x32xf32>
          %s0 = arith.addf %l, %m : f32
          %s1 = arith.addf %s0, %h : f32
          %v = arith.mulf %s1, %half : f32
          affine.store %v, %B[%r, %j] : memref<16x32xf32>
        }
        affine.for %j = 1 to 31 {
          %v = affine.load %B[%r, %j] : memref<16x32xf32>
          affine.store %v, %A[%r, %j] : memref<16x32xf32>
        }
      }
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %A = memref.alloc() : memref<16x32xf32>
    %B = memref.alloc() : memref<16x32xf32>
    affine.for %A_i0 = 0 to 16 {
      affine.for %A_i1 = 0 to 32 {
        %A_v = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 5) mod 9)>(%A_i0, %A_i1)
        %A_w = arith.index_cast %A_v : index to i64
        %A_f = arith.sitofp %A_w : i64 to f32
        affine.store %A_f, %A[%A_i0, %A_i1] : memref<16x32xf32>
      }
    }
    affine.for %B_i0 = 0 to 16 {
      affine.for %B_i1 = 0 to 32 {
        affine.store %zero, %B[%B_i0, %B_i1] : memref<16x32xf32>
      }
    }
    func.call @kernel(%A, %B) : (memref<16x32xf32>, memref<16x32xf32>) -> ()
    %A_u = memref.cast %A : memref<16x32xf32> to memref<*xf32>
    func.call @printMemrefF32(%A_u) : (memref<*xf32>) -> ()
    %B_u = memref.cast %B : memref<16x32xf32> to memref<*xf32>
    func.call @printMemrefF32(%B_u) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<16x32xf32>
    memref.dealloc %B : memref<16x32xf32>
    return
  }
}

// Y[i] += A[i][j] * X[j], A is 24x32.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%A: memref<24x32xf32>, %X: memref<32xf32>, %Y: memref<24xf32>) {
    affine.for %i = 0 to 24 {
      affine.for %j = 0 to 32 {
        %a = affine.load %A[%i, %j] : memref<24x32xf32>
        %x = affine.load %X[%j] : memref<32xf32>
        %y = affine.load %Y[%i] : memref<24xf32>
        %p = arith.mulf %a, %x : f32
        %s = arith.addf %y, %p : f32
        affine.store %s, %Y[%i] : memref<24xf32>
      }
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %A = memref.alloc() : memref<24x32xf32>
    %X = memref.alloc() : memref<32xf32>
    %Y = memref.alloc() : memref<24xf32>
    affine.for %A_i0 = 0 to 24 {
      affine.for %A_i1 = 0 to 32 {
        %A_v = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>(%A_i0, %A_i1)
        %A_w = arith.index_cast %A_v : index to i64
        %A_f = arith.sitofp %A_w : i64 to f32
        affine.store %A_f, %A[%A_i0, %A_i1] : memref<24x32xf32>
      }
    }
    affine.for %X_i0 = 0 to 32 {
      %X_v = affine.apply affine_map<(d0) -> ((d0 * 3) mod 7)>(%X_i0)
      %X_w = arith.index_cast %X_v : index to i64
      %X_f = arith.sitofp %X_w : i64 to f32
      affine.store %X_f, %X[%X_i0] : memref<32xf32>
    }
    affine.for %Y_i0 = 0 to 24 {
      affine.store %zero, %Y[%Y_i0] : memref<24xf32>
    }
    func.call @kernel(%A, %X, %Y) : (memref<24x32xf32>, memref<32xf32>, memref<24xf32>) -> ()
    %Y_u = memref.cast %Y : memref<24xf32> to memref<*xf32>
    func.call @printMemrefF32(%Y_u) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<24x32xf32>
    memref.dealloc %X : memref<32xf32>
    memref.dealloc %Y : memref<24xf32>
    return
  }
}

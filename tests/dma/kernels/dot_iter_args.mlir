// R[0] = sum_i X[i] * Y[i] over 32 elements (iter_args), plus a 16-row batched dot R2[r] = sum_i M[r][i] * Y[i].
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%X: memref<32xf32>, %Y: memref<32xf32>, %M: memref<16x32xf32>, %R: memref<1xf32>, %R2: memref<16xf32>) {
    %zero = arith.constant 0.0 : f32
    %d = affine.for %i = 0 to 32 iter_args(%acc = %zero) -> (f32) {
      %x = affine.load %X[%i] : memref<32xf32>
      %y = affine.load %Y[%i] : memref<32xf32>
      %p = arith.mulf %x, %y : f32
      %t = arith.addf %acc, %p : f32
      affine.yield %t : f32
    }
    affine.store %d, %R[0] : memref<1xf32>
    affine.for %r = 0 to 16 {
      %e = affine.for %i = 0 to 32 iter_args(%acc = %zero) -> (f32) {
        %x = affine.load %M[%r, %i] : memref<16x32xf32>
        %y = affine.load %Y[%i] : memref<32xf32>
        %p = arith.mulf %x, %y : f32
        %t = arith.addf %acc, %p : f32
        affine.yield %t : f32
      }
      affine.store %e, %R2[%r] : memref<16xf32>
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %X = memref.alloc() : memref<32xf32>
    %Y = memref.alloc() : memref<32xf32>
    %M = memref.alloc() : memref<16x32xf32>
    %R = memref.alloc() : memref<1xf32>
    %R2 = memref.alloc() : memref<16xf32>
    affine.for %X_i0 = 0 to 32 {
      %X_v = affine.apply affine_map<(d0) -> ((d0 * 5) mod 9)>(%X_i0)
      %X_w = arith.index_cast %X_v : index to i64
      %X_f = arith.sitofp %X_w : i64 to f32
      affine.store %X_f, %X[%X_i0] : memref<32xf32>
    }
    affine.for %Y_i0 = 0 to 32 {
      %Y_v = affine.apply affine_map<(d0) -> ((d0 * 3) mod 7)>(%Y_i0)
      %Y_w = arith.index_cast %Y_v : index to i64
      %Y_f = arith.sitofp %Y_w : i64 to f32
      affine.store %Y_f, %Y[%Y_i0] : memref<32xf32>
    }
    affine.for %M_i0 = 0 to 16 {
      affine.for %M_i1 = 0 to 32 {
        %M_v = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>(%M_i0, %M_i1)
        %M_w = arith.index_cast %M_v : index to i64
        %M_f = arith.sitofp %M_w : i64 to f32
        affine.store %M_f, %M[%M_i0, %M_i1] : memref<16x32xf32>
      }
    }
    affine.for %R_i0 = 0 to 1 {
      affine.store %zero, %R[%R_i0] : memref<1xf32>
    }
    affine.for %R2_i0 = 0 to 16 {
      affine.store %zero, %R2[%R2_i0] : memref<16xf32>
    }
    func.call @kernel(%X, %Y, %M, %R, %R2) : (memref<32xf32>, memref<32xf32>, memref<16x32xf32>, memref<1xf32>, memref<16xf32>) -> ()
    %R_u = memref.cast %R : memref<1xf32> to memref<*xf32>
    func.call @printMemrefF32(%R_u) : (memref<*xf32>) -> ()
    %R2_u = memref.cast %R2 : memref<16xf32> to memref<*xf32>
    func.call @printMemrefF32(%R2_u) : (memref<*xf32>) -> ()
    memref.dealloc %X : memref<32xf32>
    memref.dealloc %Y : memref<32xf32>
    memref.dealloc %M : memref<16x32xf32>
    memref.dealloc %R : memref<1xf32>
    memref.dealloc %R2 : memref<16xf32>
    return
  }
}

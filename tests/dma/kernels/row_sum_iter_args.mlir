// S[i] = sum_j A[i][j], A is 16x24, accumulated in iter_args.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%A: memref<16x24xf32>, %S: memref<16xf32>) {
    %zero = arith.constant 0.0 : f32
    affine.for %i = 0 to 16 {
      %sum = affine.for %j = 0 to 24 iter_args(%acc = %zero) -> (f32) {
        %a = affine.load %A[%i, %j] : memref<16x24xf32>
        %t = arith.addf %acc, %a : f32
        affine.yield %t : f32
      }
      affine.store %sum, %S[%i] : memref<16xf32>
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %A = memref.alloc() : memref<16x24xf32>
    %S = memref.alloc() : memref<16xf32>
    affine.for %A_i0 = 0 to 16 {
      affine.for %A_i1 = 0 to 24 {
        %A_v = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>(%A_i0, %A_i1)
        %A_w = arith.index_cast %A_v : index to i64
        %A_f = arith.sitofp %A_w : i64 to f32
        affine.store %A_f, %A[%A_i0, %A_i1] : memref<16x24xf32>
      }
    }
    affine.for %S_i0 = 0 to 16 {
      affine.store %zero, %S[%S_i0] : memref<16xf32>
    }
    func.call @kernel(%A, %S) : (memref<16x24xf32>, memref<16xf32>) -> ()
    %S_u = memref.cast %S : memref<16xf32> to memref<*xf32>
    func.call @printMemrefF32(%S_u) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<16x24xf32>
    memref.dealloc %S : memref<16xf32>
    return
  }
}

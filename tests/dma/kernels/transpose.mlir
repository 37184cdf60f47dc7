// B[j][i] = A[i][j], A is 16x24.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%A: memref<16x24xf32>, %B: memref<24x16xf32>) {
    affine.for %i = 0 to 16 {
      affine.for %j = 0 to 24 {
        %v = affine.load %A[%i, %j] : memref<16x24xf32>
        affine.store %v, %B[%j, %i] : memref<24x16xf32>
      }
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %A = memref.alloc() : memref<16x24xf32>
    %B = memref.alloc() : memref<24x16xf32>
    affine.for %A_i0 = 0 to 16 {
      affine.for %A_i1 = 0 to 24 {
        %A_v = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 13)>(%A_i0, %A_i1)
        %A_w = arith.index_cast %A_v : index to i64
        %A_f = arith.sitofp %A_w : i64 to f32
        affine.store %A_f, %A[%A_i0, %A_i1] : memref<16x24xf32>
      }
    }
    affine.for %B_i0 = 0 to 24 {
      affine.for %B_i1 = 0 to 16 {
        affine.store %zero, %B[%B_i0, %B_i1] : memref<24x16xf32>
      }
    }
    func.call @kernel(%A, %B) : (memref<16x24xf32>, memref<24x16xf32>) -> ()
    %B_u = memref.cast %B : memref<24x16xf32> to memref<*xf32>
    func.call @printMemrefF32(%B_u) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<16x24xf32>
    memref.dealloc %B : memref<24x16xf32>
    return
  }
}

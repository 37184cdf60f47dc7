// B[i][j] = A[i][j] * 2.5 on memref<?x?xf32> of 12x20; bounds are min(memref.dim, 12) and min(memref.dim, 20):
// the constant caps give the copy pass constant-size regions (equal to the real sizes, so the copies stay in bounds).
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%A: memref<?x?xf32>, %B: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %k = arith.constant 2.5 : f32
    %m = memref.dim %A, %c0 : memref<?x?xf32>
    %n = memref.dim %A, %c1 : memref<?x?xf32>
    affine.for %i = 0 to min affine_map<()[s0] -> (s0, 12)>()[%m] {
      affine.for %j = 0 to min affine_map<()[s0] -> (s0, 20)>()[%n] {
        %a = affine.load %A[%i, %j] : memref<?x?xf32>
        %b = arith.mulf %a, %k : f32
        affine.store %b, %B[%i, %j] : memref<?x?xf32>
      }
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %c12 = arith.constant 12 : index
    %c20 = arith.constant 20 : index
    %A = memref.alloc(%c12, %c20) : memref<?x?xf32>
    %B = memref.alloc(%c12, %c20) : memref<?x?xf32>
    affine.for %A_i0 = 0 to 12 {
      affine.for %A_i1 = 0 to 20 {
        %A_v = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>(%A_i0, %A_i1)
        %A_w = arith.index_cast %A_v : index to i64
        %A_f = arith.sitofp %A_w : i64 to f32
        affine.store %A_f, %A[%A_i0, %A_i1] : memref<?x?xf32>
      }
    }
    affine.for %B_i0 = 0 to 12 {
      affine.for %B_i1 = 0 to 20 {
        affine.store %zero, %B[%B_i0, %B_i1] : memref<?x?xf32>
      }
    }
    func.call @kernel(%A, %B) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
    %B_u = memref.cast %B : memref<?x?xf32> to memref<*xf32>
    func.call @printMemrefF32(%B_u) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<?x?xf32>
    memref.dealloc %B : memref<?x?xf32>
    return
  }
}

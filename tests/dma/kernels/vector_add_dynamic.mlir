// C[i] = A[i] + B[i] on memref<?xf32> of 96 elements (3 x 384 B, more than 1 KiB), in tiles of 32.
// The bound is min(memref.dim, 96): the constant cap gives the copy pass constant-size regions (with the
// bare memref.dim bound it generates no DMA in @kernel); 96 is a multiple of 32, so the copies stay in bounds.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%A: memref<?xf32>, %B: memref<?xf32>, %C: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %n = memref.dim %A, %c0 : memref<?xf32>
    affine.for %ii = 0 to min affine_map<()[s0] -> (s0, 96)>()[%n] step 32 {
      affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min affine_map<(d0)[s0] -> (d0 + 32, s0)>(%ii)[%n] {
        %a = affine.load %A[%i] : memref<?xf32>
        %b = affine.load %B[%i] : memref<?xf32>
        %s = arith.addf %a, %b : f32
        affine.store %s, %C[%i] : memref<?xf32>
      }
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %c96 = arith.constant 96 : index
    %A = memref.alloc(%c96) : memref<?xf32>
    %B = memref.alloc(%c96) : memref<?xf32>
    %C = memref.alloc(%c96) : memref<?xf32>
    affine.for %A_i0 = 0 to 96 {
      %A_v = affine.apply affine_map<(d0) -> ((d0 * 5) mod 9)>(%A_i0)
      %A_w = arith.index_cast %A_v : index to i64
      %A_f = arith.sitofp %A_w : i64 to f32
      affine.store %A_f, %A[%A_i0] : memref<?xf32>
    }
    affine.for %B_i0 = 0 to 96 {
      %B_v = affine.apply affine_map<(d0) -> ((d0 * 3) mod 7)>(%B_i0)
      %B_w = arith.index_cast %B_v : index to i64
      %B_f = arith.sitofp %B_w : i64 to f32
      affine.store %B_f, %B[%B_i0] : memref<?xf32>
    }
    affine.for %C_i0 = 0 to 96 {
      affine.store %zero, %C[%C_i0] : memref<?xf32>
    }
    func.call @kernel(%A, %B, %C) : (memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
    %C_u = memref.cast %C : memref<?xf32> to memref<*xf32>
    func.call @printMemrefF32(%C_u) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<?xf32>
    memref.dealloc %B : memref<?xf32>
    memref.dealloc %C : memref<?xf32>
    return
  }
}

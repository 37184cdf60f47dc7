// O[i][j] += I[i + ki][j + kj] * W[ki][kj], I 18x18, W 3x3, O 16x16.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%I: memref<18x18xf32>, %W: memref<3x3xf32>, %O: memref<16x16xf32>) {
    affine.for %i = 0 to 16 {
      affine.for %j = 0 to 16 {
        affine.for %ki = 0 to 3 {
          affine.for %kj = 0 to 3 {
            %x = affine.load %I[%i + %ki, %j + %kj] : memref<18x18xf32>
            %w = affine.load %W[%ki, %kj] : memref<3x3xf32>
            %o = affine.load %O[%i, %j] : memref<16x16xf32>
            %p = arith.mulf %x, %w : f32
            %s = arith.addf %o, %p : f32
            affine.store %s, %O[%i, %j] : memref<16x16xf32>
          }
        }
      }
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %I = memref.alloc() : memref<18x18xf32>
    %W = memref.alloc() : memref<3x3xf32>
    %O = memref.alloc() : memref<16x16xf32>
    affine.for %I_i0 = 0 to 18 {
      affine.for %I_i1 = 0 to 18 {
        %I_v = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>(%I_i0, %I_i1)
        %I_w = arith.index_cast %I_v : index to i64
        %I_f = arith.sitofp %I_w : i64 to f32
        affine.store %I_f, %I[%I_i0, %I_i1] : memref<18x18xf32>
      }
    }
    affine.for %W_i0 = 0 to 3 {
      affine.for %W_i1 = 0 to 3 {
        %W_v = affine.apply affine_map<(d0, d1) -> ((d0 * 2 + d1 * 1 + 1) mod 5)>(%W_i0, %W_i1)
        %W_w = arith.index_cast %W_v : index to i64
        %W_f = arith.sitofp %W_w : i64 to f32
        affine.store %W_f, %W[%W_i0, %W_i1] : memref<3x3xf32>
      }
    }
    affine.for %O_i0 = 0 to 16 {
      affine.for %O_i1 = 0 to 16 {
        affine.store %zero, %O[%O_i0, %O_i1] : memref<16x16xf32>
      }
    }
    func.call @kernel(%I, %W, %O) : (memref<18x18xf32>, memref<3x3xf32>, memref<16x16xf32>) -> ()
    %O_u = memref.cast %O : memref<16x16xf32> to memref<*xf32>
    func.call @printMemrefF32(%O_u) : (memref<*xf32>) -> ()
    memref.dealloc %I : memref<18x18xf32>
    memref.dealloc %W : memref<3x3xf32>
    memref.dealloc %O : memref<16x16xf32>
    return
  }
}

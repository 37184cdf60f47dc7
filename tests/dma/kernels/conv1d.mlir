// 1-D convolution with 16 filters: O[f][i] += I[i + k] * W[f][k], I has 36 points, W is 16x5, O 16x32.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @kernel(%I: memref<36xf32>, %W: memref<16x5xf32>, %O: memref<16x32xf32>) {
    affine.for %f = 0 to 16 {
      affine.for %i = 0 to 32 {
        affine.for %k = 0 to 5 {
          %x = affine.load %I[%i + %k] : memref<36xf32>
          %w = affine.load %W[%f, %k] : memref<16x5xf32>
          %o = affine.load %O[%f, %i] : memref<16x32xf32>
          %p = arith.mulf %x, %w : f32
          %s = arith.addf %o, %p : f32
          affine.store %s, %O[%f, %i] : memref<16x32xf32>
        }
      }
    }
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %I = memref.alloc() : memref<36xf32>
    %W = memref.alloc() : memref<16x5xf32>
    %O = memref.alloc() : memref<16x32xf32>
    affine.for %I_i0 = 0 to 36 {
      %I_v = affine.apply affine_map<(d0) -> ((d0 * 5) mod 9)>(%I_i0)
      %I_w = arith.index_cast %I_v : index to i64
      %I_f = arith.sitofp %I_w : i64 to f32
      affine.store %I_f, %I[%I_i0] : memref<36xf32>
    }
    affine.for %W_i0 = 0 to 16 {
      affine.for %W_i1 = 0 to 5 {
        %W_v = affine.apply affine_map<(d0, d1) -> ((d0 * 3 + d1 * 2 + 1) mod 5)>(%W_i0, %W_i1)
        %W_w = arith.index_cast %W_v : index to i64
        %W_f = arith.sitofp %W_w : i64 to f32
        affine.store %W_f, %W[%W_i0, %W_i1] : memref<16x5xf32>
      }
    }
    affine.for %O_i0 = 0 to 16 {
      affine.for %O_i1 = 0 to 32 {
        affine.store %zero, %O[%O_i0, %O_i1] : memref<16x32xf32>
      }
    }
    func.call @kernel(%I, %W, %O) : (memref<36xf32>, memref<16x5xf32>, memref<16x32xf32>) -> ()
    %O_u = memref.cast %O : memref<16x32xf32> to memref<*xf32>
    func.call @printMemrefF32(%O_u) : (memref<*xf32>) -> ()
    memref.dealloc %I : memref<36xf32>
    memref.dealloc %W : memref<16x5xf32>
    memref.dealloc %O : memref<16x32xf32>
    return
  }
}

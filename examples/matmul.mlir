// A small affine kernel: C += A * B over 4x4 matrices, with a tiled loop,
// an iter_args reduction and an affine.if guard.
#id = affine_map<(d0) -> (d0)>
#tile = affine_map<(d0) -> (d0 + 2)>
#inside = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>
func.func @matmul(%A: memref<4x4xf32>, %B: memref<4x4xf32>, %C: memref<4x4xf32>, %n: index) {
  %zero = arith.constant 0.0 : f32
  affine.for %ii = 0 to 4 step 2 {
    affine.for %i = #id(%ii) to #tile(%ii) {
      affine.for %j = 0 to 4 {
        %sum = affine.for %k = 0 to 4 iter_args(%acc = %zero) -> (f32) {
          %a = affine.load %A[%i, %k] : memref<4x4xf32>
          %b = affine.load %B[%k, %j] : memref<4x4xf32>
          %p = arith.mulf %a, %b : f32
          %s = arith.addf %acc, %p : f32
          affine.yield %s : f32
        }
        affine.if #inside(%j)[%n] {
          %c = affine.load %C[%i, %j] : memref<4x4xf32>
          %r = arith.addf %c, %sum : f32
          affine.store %r, %C[%i, %j] : memref<4x4xf32>
        }
      }
    }
  }
  return
}

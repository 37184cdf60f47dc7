#map = affine_map<(d0)[s0] -> (d0 + s0, d0 floordiv 2)>
#set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>
func.func @k(%A: memref<16x?xf32, strided<[?, 1], offset: ?>>, %n: index) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 16 step 2 iter_args(%acc = %c0) -> (f32) {
    %v = affine.load %A[%i, symbol(%n) + 1] : memref<16x?xf32, strided<[?, 1], offset: ?>>
    %s = arith.addf %acc, %v : f32
    affine.if #set(%i)[%n] {
      affine.store %s, %A[%i, 0] : memref<16x?xf32, strided<[?, 1], offset: ?>>
    }
    affine.yield %s : f32
  }
  return %r : f32
}

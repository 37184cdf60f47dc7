// conformance/vector/transpose_shuffle_outerproduct_masked: vector.transpose, vector.shuffle
// (1-D and on the leading dim), outerproduct (no acc, add acc fused as vector.fma,
// maxnumf, axpy), maskedload with pass-through and maskedstore.
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %t = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %t : vector<3x2xf32>
  %x = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %y = arith.constant dense<[7, 8]> : vector<2xi32>
  %s = vector.shuffle %x, %y [4, 0, 3, 2] : vector<3xi32>, vector<2xi32>
  vector.print %s : vector<4xi32>
  %s2 = vector.shuffle %a, %a [1, 2, 0] : vector<2x3xf32>, vector<2x3xf32>
  vector.print %s2 : vector<3x3xf32>
  %l = arith.constant dense<[0.1, 0.2]> : vector<2xf32>
  %r = arith.constant dense<[0.3, 0.7, 1.1]> : vector<3xf32>
  %acc = arith.constant dense<[[0.01, 0.02, 0.03], [0.04, 0.05, 0.06]]> : vector<2x3xf32>
  %o1 = vector.outerproduct %l, %r : vector<2xf32>, vector<3xf32>
  vector.print %o1 : vector<2x3xf32>
  %o2 = vector.outerproduct %l, %r, %acc : vector<2xf32>, vector<3xf32>
  vector.print %o2 : vector<2x3xf32>
  %o3 = vector.outerproduct %l, %r, %acc {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
  vector.print %o3 : vector<2x3xf32>
  %sc = arith.constant 3.0 : f32
  %o4 = vector.outerproduct %l, %sc : vector<2xf32>, f32
  vector.print %o4 : vector<2xf32>
  %m = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %one = arith.constant 1.5 : f32
  affine.for %i = 0 to 8 { affine.store %one, %m[%i] : memref<8xf32> }
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %pass = arith.constant dense<[9.0, 9.0, 9.0, 9.0]> : vector<4xf32>
  %ml = vector.maskedload %m[%c0], %mask, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml : vector<4xf32>
  %val = arith.constant dense<[5.0, 6.0, 7.0, 8.0]> : vector<4xf32>
  vector.maskedstore %m[%c0], %mask, %val : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %ml2 = vector.load %m[%c0] : memref<8xf32>, vector<4xf32>
  vector.print %ml2 : vector<4xf32>
  memref.dealloc %m : memref<8xf32>
  return
}

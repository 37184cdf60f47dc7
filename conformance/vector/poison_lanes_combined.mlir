// vector.outerproduct and vector.contract over half-defined operands: a
// result lane is poison only when a lane it is made from is, so the lanes
// read here are defined (SPEC_NOTES "Lanes carry their own definedness").
func.func @main() {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %p2 = ub.poison : vector<2xf32>
  // lhs = (1, poison): row 0 of the outer product is defined
  %lhs = vector.insert %c1, %p2[0] : f32 into vector<2xf32>
  %rhs = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %o = vector.outerproduct %lhs, %rhs : vector<2xf32>, vector<3xf32>
  %row0 = vector.extract %o[0] : vector<3xf32> from vector<2x3xf32>
  vector.print %row0 : vector<3xf32>
  // with an accumulator, and the axpy form
  %acc = arith.constant dense<[[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]]> : vector<2x3xf32>
  %oa = vector.outerproduct %lhs, %rhs, %acc : vector<2xf32>, vector<3xf32>
  %row0a = vector.extract %oa[0] : vector<3xf32> from vector<2x3xf32>
  vector.print %row0a : vector<3xf32>
  %ax = vector.outerproduct %lhs, %c2 : vector<2xf32>, f32
  %ax0 = vector.extract %ax[0] : f32 from vector<2xf32>
  vector.print %ax0 : f32
  // matrix-vector contract: row 1 of the matrix is poison, row 0 defined
  %p23 = ub.poison : vector<2x3xf32>
  %m = vector.insert %rhs, %p23[0] : vector<3xf32> into vector<2x3xf32>
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %z = arith.constant dense<0.0> : vector<2xf32>
  %y = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>],
                        iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>}
       %m, %x, %z : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  %y0 = vector.extract %y[0] : f32 from vector<2xf32>
  vector.print %y0 : f32
  return
}

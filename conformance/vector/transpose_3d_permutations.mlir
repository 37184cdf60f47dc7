// vector.transpose of a 2x3x4 vector with permutations [2, 0, 1] and [1, 2, 0]
// and their composition back to the identity; [1, 0] on an i1 matrix.
func.func @main() {
  %v = arith.constant dense<[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]]> : vector<2x3x4xi32>
  %a = vector.transpose %v, [2, 0, 1] : vector<2x3x4xi32> to vector<4x2x3xi32>
  vector.print %a : vector<4x2x3xi32>
  %b = vector.transpose %v, [1, 2, 0] : vector<2x3x4xi32> to vector<3x4x2xi32>
  vector.print %b : vector<3x4x2xi32>
  %c = vector.transpose %a, [1, 2, 0] : vector<4x2x3xi32> to vector<2x3x4xi32>
  %eq = arith.cmpi eq, %c, %v : vector<2x3x4xi32>
  %sc = vector.shape_cast %eq : vector<2x3x4xi1> to vector<24xi1>
  %all = vector.reduction <and>, %sc : vector<24xi1> into i1
  vector.print %all : i1
  %m = arith.constant dense<[[true, true, false], [false, false, true]]> : vector<2x3xi1>
  %mt = vector.transpose %m, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  vector.print %mt : vector<3x2xi1>
  return
}

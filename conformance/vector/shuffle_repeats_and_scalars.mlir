// vector.shuffle with repeated indices, indices from only the second operand,
// a result longer than both inputs, and 2-D operands shuffled by row.
func.func @main() {
  %a = arith.constant dense<[1.5, 2.5]> : vector<2xf32>
  %b = arith.constant dense<[-1.0, -2.0, -3.0]> : vector<3xf32>
  %s = vector.shuffle %a, %b [0, 0, 1, 1, 4, 4] : vector<2xf32>, vector<3xf32>
  vector.print %s : vector<6xf32>
  %t = vector.shuffle %a, %b [4, 3, 2] : vector<2xf32>, vector<3xf32>
  vector.print %t : vector<3xf32>
  %u = vector.shuffle %a, %a [1] : vector<2xf32>, vector<2xf32>
  vector.print %u : vector<1xf32>
  %m = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi16>
  %n = arith.constant dense<[[5, 6], [7, 8], [9, 10]]> : vector<3x2xi16>
  %r = vector.shuffle %m, %n [4, 1, 1, 2] : vector<2x2xi16>, vector<3x2xi16>
  vector.print %r : vector<4x2xi16>
  %i = arith.constant dense<[true, false]> : vector<2xi1>
  %j = vector.shuffle %i, %i [1, 0, 3, 2, 0] : vector<2xi1>, vector<2xi1>
  vector.print %j : vector<5xi1>
  return
}

// vector.broadcast of a scalar, of a lower-rank vector (prepended dims), and
// stretching unit dims (3x1 -> 3x4, 1x4 -> 2x3x4) repeats the right elements.
func.func @main() {
  %s = arith.constant -2.5 : f32
  %a = vector.broadcast %s : f32 to vector<2x3xf32>
  vector.print %a : vector<2x3xf32>
  %r = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = vector.broadcast %r : vector<3xi32> to vector<2x3xi32>
  vector.print %b : vector<2x3xi32>
  %col = arith.constant dense<[[1.0], [2.0], [3.0]]> : vector<3x1xf32>
  %c = vector.broadcast %col : vector<3x1xf32> to vector<3x4xf32>
  vector.print %c : vector<3x4xf32>
  %row = arith.constant dense<[[10, 20, 30, 40]]> : vector<1x4xi64>
  %d = vector.broadcast %row : vector<1x4xi64> to vector<2x3x4xi64>
  vector.print %d : vector<2x3x4xi64>
  %t = arith.constant true
  %e = vector.broadcast %t : i1 to vector<3xi1>
  vector.print %e : vector<3xi1>
  %z = arith.constant dense<7> : vector<2x2xi8>
  vector.print %z : vector<2x2xi8>
  %i = arith.constant 5 : index
  %f = vector.broadcast %i : index to vector<2xindex>
  vector.print %f : vector<2xindex>
  return
}

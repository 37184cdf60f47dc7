// Halfway and sign cases of the rounding ops on vector<8xf32>: roundeven ties
// to even, round ties away from zero, ceil of -0.5 and trunc of -0.7 are -0.
func.func @main() {
  %v = arith.constant dense<[0.5, 1.5, 2.5, -0.5, -1.5, -2.5, -0.7, 3.49999]> : vector<8xf32>
  %re = math.roundeven %v : vector<8xf32>
  vector.print %re : vector<8xf32>
  %ro = math.round %v : vector<8xf32>
  vector.print %ro : vector<8xf32>
  %fl = math.floor %v : vector<8xf32>
  vector.print %fl : vector<8xf32>
  %ce = math.ceil %v : vector<8xf32>
  vector.print %ce : vector<8xf32>
  %tr = math.trunc %v : vector<8xf32>
  vector.print %tr : vector<8xf32>
  return
}

// extract/insert with dynamic positions and of whole sub-vectors of a 3-D
// vector; insert returns a new vector, the source is unchanged.
func.func @main() {
  %v = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]], [[9, 10], [11, 12]]]> : vector<3x2x2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = vector.extract %v[%c2, %c1, %c0] : i32 from vector<3x2x2xi32>
  vector.print %a : i32
  %b = vector.extract %v[1] : vector<2x2xi32> from vector<3x2x2xi32>
  vector.print %b : vector<2x2xi32>
  %c = vector.extract %v[%c0, %c1] : vector<2xi32> from vector<3x2x2xi32>
  vector.print %c : vector<2xi32>
  %n = arith.constant -1 : i32
  %d = vector.insert %n, %v[%c1, %c0, %c1] : i32 into vector<3x2x2xi32>
  vector.print %d : vector<3x2x2xi32>
  %row = arith.constant dense<[0, 0]> : vector<2xi32>
  %e = vector.insert %row, %v[2, 1] : vector<2xi32> into vector<3x2x2xi32>
  vector.print %e : vector<3x2x2xi32>
  vector.print %v : vector<3x2x2xi32>
  %f = vector.extract %e[2, 1, 1] : i32 from vector<3x2x2xi32>
  vector.print %f : i32
  return
}

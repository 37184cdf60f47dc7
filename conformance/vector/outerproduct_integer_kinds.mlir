// vector.outerproduct on integers: plain product, add with an accumulator
// (multiply then add, wrapping at i8), and the maxsi/minui/and combining kinds.
func.func @main() {
  %l = arith.constant dense<[3, -4]> : vector<2xi8>
  %r = arith.constant dense<[50, -1, 7]> : vector<3xi8>
  %acc = arith.constant dense<[[1, 2, 3], [-1, -2, -3]]> : vector<2x3xi8>
  %a = vector.outerproduct %l, %r : vector<2xi8>, vector<3xi8>
  vector.print %a : vector<2x3xi8>
  %b = vector.outerproduct %l, %r, %acc : vector<2xi8>, vector<3xi8>
  vector.print %b : vector<2x3xi8>
  %c = vector.outerproduct %l, %r, %acc {kind = #vector.kind<maxsi>} : vector<2xi8>, vector<3xi8>
  vector.print %c : vector<2x3xi8>
  %d = vector.outerproduct %l, %r, %acc {kind = #vector.kind<minui>} : vector<2xi8>, vector<3xi8>
  vector.print %d : vector<2x3xi8>
  %e = vector.outerproduct %l, %r, %acc {kind = #vector.kind<and>} : vector<2xi8>, vector<3xi8>
  vector.print %e : vector<2x3xi8>
  %s = arith.constant -2 : i8
  %f = vector.outerproduct %r, %s : vector<3xi8>, i8
  vector.print %f : vector<3xi8>
  return
}

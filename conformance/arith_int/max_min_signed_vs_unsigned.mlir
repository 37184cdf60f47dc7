// maxsi/minsi and maxui/minui disagree whenever the signs differ: -1 is the
// unsigned maximum, MIN the unsigned midpoint; scalars i16/i64 and vector<4xi8>.
func.func @main() {
  %n1 = arith.constant -1 : i16
  %p1 = arith.constant 1 : i16
  %a = arith.maxsi %n1, %p1 : i16
  vector.print %a : i16
  %b = arith.minsi %n1, %p1 : i16
  vector.print %b : i16
  %c = arith.maxui %n1, %p1 : i16
  vector.print %c : i16
  %d = arith.minui %n1, %p1 : i16
  vector.print %d : i16
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  %e = arith.maxsi %min, %max : i64
  vector.print %e : i64
  %f = arith.maxui %min, %max : i64
  vector.print %f : i64
  %g = arith.minui %min, %max : i64
  vector.print %g : i64
  %h = arith.minsi %min, %max : i64
  vector.print %h : i64
  %va = arith.constant dense<[-128, 127, -1, 0]> : vector<4xi8>
  %vb = arith.constant dense<[127, -128, 1, -1]> : vector<4xi8>
  %i = arith.maxsi %va, %vb : vector<4xi8>
  vector.print %i : vector<4xi8>
  %j = arith.minsi %va, %vb : vector<4xi8>
  vector.print %j : vector<4xi8>
  %k = arith.maxui %va, %vb : vector<4xi8>
  vector.print %k : vector<4xi8>
  %l = arith.minui %va, %vb : vector<4xi8>
  vector.print %l : vector<4xi8>
  return
}

// arith.select with an i1 condition on scalars and whole vectors, and with a
// vector<4xi1> condition picking lane by lane; -0.0 survives selection.
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.constant 7 : i64
  %y = arith.constant -7 : i64
  %a = arith.select %t, %x, %y : i64
  vector.print %a : i64
  %b = arith.select %f, %x, %y : i64
  vector.print %b : i64
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %c = arith.select %t, %nz, %pz : f32
  vector.print %c : f32
  %va = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %vb = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : vector<4xf32>
  %d = arith.select %f, %va, %vb : vector<4xf32>
  vector.print %d : vector<4xf32>
  %m = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %e = arith.select %m, %va, %vb : vector<4xi1>, vector<4xf32>
  vector.print %e : vector<4xf32>
  %ia = arith.constant dense<[10, 20, 30, 40]> : vector<4xi32>
  %ib = arith.constant dense<[15, 15, 35, 35]> : vector<4xi32>
  %lt = arith.cmpi slt, %ia, %ib : vector<4xi32>
  %g = arith.select %lt, %ia, %ib : vector<4xi1>, vector<4xi32>
  vector.print %g : vector<4xi32>
  %ti = arith.select %t, %t, %f : i1
  vector.print %ti : i1
  return
}

// maximumf/minimumf propagate NaN from either side and order -0 below +0 in
// both operand orders (f32, f64, vector); NaN sign normalized by the harness.
func.func @main() {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.maximumf %nan, %one : f32
  vector.print %a : f32
  %b = arith.maximumf %one, %nan : f32
  vector.print %b : f32
  %c = arith.minimumf %one, %nan : f32
  vector.print %c : f32
  %d = arith.maximumf %nz, %pz : f32
  vector.print %d : f32
  %e = arith.maximumf %pz, %nz : f32
  vector.print %e : f32
  %f = arith.minimumf %pz, %nz : f32
  vector.print %f : f32
  %g = arith.minimumf %nz, %pz : f32
  vector.print %g : f32
  %dnz = arith.constant -0.0 : f64
  %dpz = arith.constant 0.0 : f64
  %h = arith.minimumf %dpz, %dnz : f64
  vector.print %h : f64
  %i = arith.maximumf %dnz, %dpz : f64
  vector.print %i : f64
  %va = arith.constant dense<[0.0, -0.0, 2.0, -2.0]> : vector<4xf32>
  %vb = arith.constant dense<[-0.0, 0.0, -3.0, 5.0]> : vector<4xf32>
  %j = arith.maximumf %va, %vb : vector<4xf32>
  vector.print %j : vector<4xf32>
  %k = arith.minimumf %va, %vb : vector<4xf32>
  vector.print %k : vector<4xf32>
  return
}

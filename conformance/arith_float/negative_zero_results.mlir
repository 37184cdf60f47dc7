// Operations whose IEEE result is -0.0 print "-0": -0+-0, -0-0, 0*-1, -1/inf,
// negf 0, and x-x is +0; f32, f64 and vector lanes.
func.func @main() {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %m1 = arith.constant -1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %a = arith.addf %nz, %nz : f32
  vector.print %a : f32
  %b = arith.addf %nz, %pz : f32
  vector.print %b : f32
  %c = arith.subf %nz, %pz : f32
  vector.print %c : f32
  %d = arith.mulf %pz, %m1 : f32
  vector.print %d : f32
  %e = arith.divf %m1, %inf : f32
  vector.print %e : f32
  %f = arith.negf %pz : f32
  vector.print %f : f32
  %g = arith.subf %m1, %m1 : f32
  vector.print %g : f32
  %dn = arith.constant -0.0 : f64
  %dm = arith.constant -3.5 : f64
  %h = arith.mulf %dn, %dm : f64
  vector.print %h : f64
  %i = arith.divf %dn, %dm : f64
  vector.print %i : f64
  %v = arith.constant dense<[0.0, -0.0, 1.0, -1.0]> : vector<4xf32>
  %w = arith.constant dense<[-1.0, -1.0, -0.0, 0.0]> : vector<4xf32>
  %j = arith.mulf %v, %w : vector<4xf32>
  vector.print %j : vector<4xf32>
  %k = arith.negf %v : vector<4xf32>
  vector.print %k : vector<4xf32>
  return
}

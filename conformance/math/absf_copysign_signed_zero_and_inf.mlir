// absf clears only the sign bit (-0 -> 0, -inf -> inf); copysign takes the sign
// of -0.0 and +0.0 as well, on f32, f64 and a vector<4xf32>.
func.func @main() {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %a = math.absf %nz : f32
  vector.print %a : f32
  %ninf = arith.constant 0xFF800000 : f32
  %b = math.absf %ninf : f32
  vector.print %b : f32
  %one = arith.constant 1.0 : f32
  %c = math.copysign %one, %nz : f32
  vector.print %c : f32
  %m2 = arith.constant -2.0 : f32
  %d = math.copysign %m2, %pz : f32
  vector.print %d : f32
  %e = math.copysign %ninf, %one : f32
  vector.print %e : f32
  %f = math.copysign %pz, %m2 : f32
  vector.print %f : f32
  %dx = arith.constant -3.5e-310 : f64
  %g = math.absf %dx : f64
  vector.print %g : f64
  %v = arith.constant dense<[1.0, -2.0, 0.0, -0.0]> : vector<4xf32>
  %s = arith.constant dense<[-0.0, 0.0, -1.0, 5.0]> : vector<4xf32>
  %h = math.copysign %v, %s : vector<4xf32>
  vector.print %h : vector<4xf32>
  %i = math.absf %v : vector<4xf32>
  vector.print %i : vector<4xf32>
  return
}

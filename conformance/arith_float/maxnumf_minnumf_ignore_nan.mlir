// maxnumf/minnumf return the non-NaN operand whichever side the quiet NaN is
// on (f32, f64, f16, vector lanes); only NaN with NaN gives NaN.
func.func @main() {
  %nan = arith.constant 0x7FC00000 : f32
  %m2 = arith.constant -2.0 : f32
  %a = arith.maxnumf %nan, %m2 : f32
  vector.print %a : f32
  %b = arith.maxnumf %m2, %nan : f32
  vector.print %b : f32
  %c = arith.minnumf %nan, %m2 : f32
  vector.print %c : f32
  %d = arith.minnumf %m2, %nan : f32
  vector.print %d : f32
  %e = arith.maxnumf %nan, %nan : f32
  vector.print %e : f32
  %dn = arith.constant 0x7FF8000000000000 : f64
  %dinf = arith.constant 0xFFF0000000000000 : f64
  %f = arith.maxnumf %dn, %dinf : f64
  vector.print %f : f64
  %g = arith.minnumf %dinf, %dn : f64
  vector.print %g : f64
  %hn = arith.constant 0x7E00 : f16
  %h1 = arith.constant 1.5 : f16
  %h = arith.minnumf %hn, %h1 : f16
  vector.print %h : f16
  %va = arith.constant dense<[0x7FC00000, 1.0, 0x7FC00000, 4.0]> : vector<4xf32>
  %vb = arith.constant dense<[3.0, 0x7FC00000, -1.0, 2.0]> : vector<4xf32>
  %i = arith.maxnumf %va, %vb : vector<4xf32>
  vector.print %i : vector<4xf32>
  %j = arith.minnumf %va, %vb : vector<4xf32>
  vector.print %j : vector<4xf32>
  return
}

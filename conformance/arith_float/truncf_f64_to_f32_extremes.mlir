// truncf f64->f32: values past FLT_MAX overflow to +-inf, tiny values become
// f32 subnormals or signed zero; extf f32->f64 keeps inf and -0 exactly.
func.func @main() {
  %a = arith.constant 1.0e39 : f64
  %af = arith.truncf %a : f64 to f32
  vector.print %af : f32
  %b = arith.constant -1.0e39 : f64
  %bf = arith.truncf %b : f64 to f32
  vector.print %bf : f32
  %c = arith.constant 3.4028234663852886e38 : f64
  %cf = arith.truncf %c : f64 to f32
  vector.print %cf : f32
  %d = arith.constant 1.0e-40 : f64
  %df = arith.truncf %d : f64 to f32
  vector.print %df : f32
  %e = arith.constant 1.0e-50 : f64
  %ef = arith.truncf %e : f64 to f32
  vector.print %ef : f32
  %f = arith.constant -1.0e-50 : f64
  %ff = arith.truncf %f : f64 to f32
  vector.print %ff : f32
  %g = arith.constant 0.1 : f64
  %gf = arith.truncf %g : f64 to f32
  %ge = arith.extf %gf : f32 to f64
  vector.print %ge : f64
  %inf = arith.constant 0xFF800000 : f32
  %ie = arith.extf %inf : f32 to f64
  vector.print %ie : f64
  %nz = arith.constant -0.0 : f32
  %ne = arith.extf %nz : f32 to f64
  vector.print %ne : f64
  %v = arith.constant dense<[1.0e39, 1.0e-46, -2.5, 16777217.0]> : vector<4xf64>
  %vf = arith.truncf %v : vector<4xf64> to vector<4xf32>
  vector.print %vf : vector<4xf32>
  return
}

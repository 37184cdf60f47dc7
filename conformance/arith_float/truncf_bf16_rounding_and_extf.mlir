// truncf to bf16 keeps 8 mantissa bits with ties to even (257->256, 259->260),
// large f32 stay finite in bf16; extf bf16->f32 and f16->f64 are exact.
func.func @main() {
  %a = arith.constant 257.0 : f32
  %ab = arith.truncf %a : f32 to bf16
  vector.print %ab : bf16
  %b = arith.constant 259.0 : f32
  %bb = arith.truncf %b : f32 to bf16
  vector.print %bb : bf16
  %c = arith.constant 1.0e38 : f32
  %cb = arith.truncf %c : f32 to bf16
  vector.print %cb : bf16
  %ce = arith.extf %cb : bf16 to f32
  vector.print %ce : f32
  %d = arith.constant 3.0e38 : f64
  %db = arith.truncf %d : f64 to bf16
  vector.print %db : bf16
  %e = arith.constant -0.0 : f32
  %eb = arith.truncf %e : f32 to bf16
  vector.print %eb : bf16
  %f = arith.constant 0.1 : bf16
  %fe = arith.extf %f : bf16 to f64
  vector.print %fe : f64
  %g = arith.constant 0.1 : f16
  %ge = arith.extf %g : f16 to f64
  vector.print %ge : f64
  %h = arith.constant 1.00390625 : f32
  %hb = arith.truncf %h : f32 to bf16
  %he = arith.extf %hb : bf16 to f32
  vector.print %he : f32
  %i = arith.constant 1.01171875 : f32
  %ib = arith.truncf %i : f32 to bf16
  %ie = arith.extf %ib : bf16 to f32
  vector.print %ie : f32
  %one = arith.constant 1.0 : bf16
  %tiny = arith.constant 0.001 : bf16
  %s = arith.addf %one, %tiny : bf16
  vector.print %s : bf16
  return
}

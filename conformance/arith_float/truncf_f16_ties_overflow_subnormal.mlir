// truncf f32->f16 rounds ties to even (2049->2048, 2051->2052), 65519 stays
// finite while 65520 overflows to inf, and tiny values become f16 subnormals or -0.
func.func @main() {
  %a = arith.constant 2049.0 : f32
  %ah = arith.truncf %a : f32 to f16
  vector.print %ah : f16
  %b = arith.constant 2051.0 : f32
  %bh = arith.truncf %b : f32 to f16
  vector.print %bh : f16
  %c = arith.constant 65519.0 : f32
  %ch = arith.truncf %c : f32 to f16
  vector.print %ch : f16
  %d = arith.constant 65520.0 : f32
  %dh = arith.truncf %d : f32 to f16
  vector.print %dh : f16
  %e = arith.constant -65520.0 : f32
  %eh = arith.truncf %e : f32 to f16
  vector.print %eh : f16
  %f = arith.constant 5.9604645e-08 : f32
  %fh = arith.truncf %f : f32 to f16
  %fe = arith.extf %fh : f16 to f32
  vector.print %fe : f32
  %g = arith.constant 2.9802322e-08 : f32
  %gh = arith.truncf %g : f32 to f16
  vector.print %gh : f16
  %h = arith.constant -1.0e-9 : f32
  %hh = arith.truncf %h : f32 to f16
  vector.print %hh : f16
  %i = arith.constant 1.0e-5 : f32
  %ih = arith.truncf %i : f32 to f16
  %ie = arith.extf %ih : f16 to f64
  vector.print %ie : f64
  %d64 = arith.constant 2049.0000001 : f64
  %jh = arith.truncf %d64 : f64 to f16
  vector.print %jh : f16
  return
}

// fptosi/fptoui truncate toward zero for values in range: -0.9 gives 0, -128.9
// fits i8, 255.99 fits ui8 (prints -1 as i8), -0.0 gives 0, f16/f64 sources.
func.func @main() {
  %a = arith.constant -0.9 : f32
  %ai = arith.fptosi %a : f32 to i32
  vector.print %ai : i32
  %b = arith.constant -128.9 : f32
  %bi = arith.fptosi %b : f32 to i8
  vector.print %bi : i8
  %c = arith.constant 255.99 : f32
  %ci = arith.fptoui %c : f32 to i8
  vector.print %ci : i8
  %cw = arith.extui %ci : i8 to i32
  vector.print %cw : i32
  %d = arith.constant -0.0 : f64
  %di = arith.fptosi %d : f64 to i64
  vector.print %di : i64
  %du = arith.fptoui %d : f64 to i64
  vector.print %du : i64
  %e = arith.constant 4294967295.5 : f64
  %eu = arith.fptoui %e : f64 to i32
  vector.print %eu : i32
  %f = arith.constant -2147483648.75 : f64
  %fi = arith.fptosi %f : f64 to i32
  vector.print %fi : i32
  %g = arith.constant 65504.0 : f16
  %gu = arith.fptoui %g : f16 to i16
  vector.print %gu : i16
  %h = arith.constant -3.75 : bf16
  %hi = arith.fptosi %h : bf16 to i16
  vector.print %hi : i16
  %v = arith.constant dense<[1.5, -1.5, 2.5, -2.5]> : vector<4xf32>
  %vi = arith.fptosi %v : vector<4xf32> to vector<4xi32>
  vector.print %vi : vector<4xi32>
  return
}

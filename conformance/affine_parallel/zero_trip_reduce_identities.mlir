// A zero-trip affine.parallel with one reduction of every kind yields each
// kind's identity: addf 0, mulf 1, maximumf -inf, minimumf +inf, addi 0,
// muli 1, andi all ones, ori 0.
func.func @main() {
  %n = arith.constant 0 : index
  %r:8 = affine.parallel (%i) = (0) to (symbol(%n)) reduce ("addf", "mulf", "maximumf", "minimumf", "addi", "muli", "andi", "ori") -> (f32, f64, f32, f64, i32, i64, i16, i8) {
    %f = arith.constant 3.0 : f32
    %d = arith.constant 3.0 : f64
    %a = arith.constant 3 : i32
    %b = arith.constant 3 : i64
    %c = arith.constant 3 : i16
    %e = arith.constant 3 : i8
    affine.yield %f, %d, %f, %d, %a, %b, %c, %e : f32, f64, f32, f64, i32, i64, i16, i8
  }
  vector.print %r#0 : f32
  vector.print %r#1 : f64
  vector.print %r#2 : f32
  vector.print %r#3 : f64
  vector.print %r#4 : i32
  vector.print %r#5 : i64
  vector.print %r#6 : i16
  vector.print %r#7 : i8
  return
}

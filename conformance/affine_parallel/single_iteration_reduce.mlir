// An affine.parallel whose step exceeds its range runs exactly one
// iteration: each reduction ("addf", "mulf", "maximumf", "minimumf",
// "addi", "muli", "andi", "ori") returns that iteration's yielded value.
func.func @main() {
  %n = arith.constant 3 : index
  %r:8 = affine.parallel (%i) = (symbol(%n) - 1) to (symbol(%n)) step (5) reduce ("addf", "mulf", "maximumf", "minimumf", "addi", "muli", "andi", "ori") -> (f32, f32, f64, f64, i32, i32, i64, i8) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.constant -0.75 : f32
    %g = arith.addf %f, %h : f32
    %d = arith.extf %g : f32 to f64
    %c = arith.constant 40 : i32
    %x = arith.subi %ii, %c : i32
    %l = arith.extsi %x : i32 to i64
    %b = arith.trunci %x : i32 to i8
    affine.yield %g, %g, %d, %d, %x, %x, %l, %b : f32, f32, f64, f64, i32, i32, i64, i8
  }
  vector.print %r#0 : f32
  vector.print %r#1 : f32
  vector.print %r#2 : f64
  vector.print %r#3 : f64
  vector.print %r#4 : i32
  vector.print %r#5 : i32
  vector.print %r#6 : i64
  vector.print %r#7 : i8
  return
}

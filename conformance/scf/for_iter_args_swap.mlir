// scf.yield assigns all iter_args at once: yielding (%b, %a) swaps them each
// iteration (a sequential copy would duplicate one); Fibonacci with mixed types.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %x = arith.constant 1 : i32
  %y = arith.constant 2 : i32
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    vector.print %a : i32
    scf.yield %b, %a : i32, i32
  }
  vector.print %r#0 : i32
  vector.print %r#1 : i32
  %f0 = arith.constant 0 : i64
  %f1 = arith.constant 1 : i64
  %h = arith.constant 0.5 : f32
  %c10 = arith.constant 10 : index
  %s:4 = scf.for %i = %c0 to %c10 step %c1 iter_args(%p = %f0, %q = %f1, %w = %h, %k = %c0) -> (i64, i64, f32, index) {
    %n = arith.addi %p, %q : i64
    %w2 = arith.addf %w, %w : f32
    %k2 = arith.addi %k, %i : index
    scf.yield %q, %n, %w2, %k2 : i64, i64, f32, index
  }
  vector.print %s#0 : i64
  vector.print %s#1 : i64
  vector.print %s#2 : f32
  vector.print %s#3 : index
  return
}

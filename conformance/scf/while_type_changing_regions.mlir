// scf.while whose before region forwards different values/types (i32 -> i32,
// f32) to the after region; a zero-iteration while returns the condition args.
func.func @main() {
  %one = arith.constant 1 : i32
  %lim = arith.constant 5 : i32
  %r:2 = scf.while (%i = %one) : (i32) -> (i32, f32) {
    %c = arith.cmpi sle, %i, %lim : i32
    %f = arith.sitofp %i : i32 to f32
    %h = arith.constant 0.5 : f32
    %g = arith.mulf %f, %h : f32
    scf.condition(%c) %i, %g : i32, f32
  } do {
  ^bb0(%j: i32, %g: f32):
    vector.print %g : f32
    %n = arith.addi %j, %j : i32
    scf.yield %n : i32
  }
  vector.print %r#0 : i32
  vector.print %r#1 : f32
  %big = arith.constant 100 : i32
  %z:2 = scf.while (%a = %big, %b = %one) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    scf.condition(%c) %b, %a : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    vector.print str "body never runs\n"
    scf.yield %x, %y : i32, i32
  }
  vector.print %z#0 : i32
  vector.print %z#1 : i32
  return
}

// cf.cond_br whose two successors are the same block with different operands,
// and each successor receiving its own argument list (types and counts differ).
func.func @pick(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^join(%x : i32), ^join(%y : i32)
^join(%v: i32):
  return %v : i32
}
func.func @route(%k: i32) -> f32 {
  %z = arith.constant 0 : i32
  %neg = arith.cmpi slt, %k, %z : i32
  %h = arith.constant 0.5 : f32
  cf.cond_br %neg, ^a(%k, %h : i32, f32), ^b(%k : i32)
^a(%p: i32, %s: f32):
  %pf = arith.sitofp %p : i32 to f32
  %r = arith.mulf %pf, %s : f32
  cf.br ^end(%r : f32)
^b(%q: i32):
  %qf = arith.sitofp %q : i32 to f32
  cf.br ^end(%qf : f32)
^end(%o: f32):
  return %o : f32
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.constant 11 : i32
  %y = arith.constant 22 : i32
  %r0 = call @pick(%t, %x, %y) : (i1, i32, i32) -> i32
  vector.print %r0 : i32
  %r1 = call @pick(%f, %x, %y) : (i1, i32, i32) -> i32
  vector.print %r1 : i32
  %m = arith.constant -7 : i32
  %r2 = call @route(%m) : (i32) -> f32
  vector.print %r2 : f32
  %r3 = call @route(%x) : (i32) -> f32
  vector.print %r3 : f32
  return
}

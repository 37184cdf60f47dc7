// Non-tail recursion with nested calls: Ackermann A(2, 3) = 9 and A(3, 3) = 61
// (recursion depth in the hundreds), and a 2000-deep linear recursive sum.
func.func @ack(%m: i64, %n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %mz = arith.cmpi eq, %m, %z : i64
  cf.cond_br %mz, ^base, ^rec
^base:
  %r0 = arith.addi %n, %one : i64
  return %r0 : i64
^rec:
  %m1 = arith.subi %m, %one : i64
  %nz = arith.cmpi eq, %n, %z : i64
  cf.cond_br %nz, ^nzero, ^general
^nzero:
  %r1 = func.call @ack(%m1, %one) : (i64, i64) -> i64
  return %r1 : i64
^general:
  %n1 = arith.subi %n, %one : i64
  %inner = func.call @ack(%m, %n1) : (i64, i64) -> i64
  %r2 = func.call @ack(%m1, %inner) : (i64, i64) -> i64
  return %r2 : i64
}
func.func @sum(%n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %c = arith.cmpi eq, %n, %z : i64
  cf.cond_br %c, ^done, ^more
^done:
  return %z : i64
^more:
  %one = arith.constant 1 : i64
  %m = arith.subi %n, %one : i64
  %s = func.call @sum(%m) : (i64) -> i64
  %t = arith.addi %s, %n : i64
  return %t : i64
}
func.func @main() {
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %a = call @ack(%two, %three) : (i64, i64) -> i64
  vector.print %a : i64
  %b = call @ack(%three, %three) : (i64, i64) -> i64
  vector.print %b : i64
  %n = arith.constant 2000 : i64
  %s = call @sum(%n) : (i64) -> i64
  vector.print %s : i64
  return
}

// scf.while with two loop-carried values (n, steps) and a data-dependent exit:
// Collatz step count of 27 is 111, with i64 arithmetic on the way (max 9232).
func.func @main() {
  %n0 = arith.constant 27 : i64
  %s0 = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %r:3 = scf.while (%n = %n0, %s = %s0, %mx = %n0) : (i64, i64, i64) -> (i64, i64, i64) {
    %c = arith.cmpi ne, %n, %one : i64
    scf.condition(%c) %n, %s, %mx : i64, i64, i64
  } do {
  ^bb0(%n: i64, %s: i64, %mx: i64):
    %rem = arith.remui %n, %two : i64
    %odd = arith.cmpi eq, %rem, %one : i64
    %next = scf.if %odd -> (i64) {
      %t = arith.muli %n, %three : i64
      %u = arith.addi %t, %one : i64
      scf.yield %u : i64
    } else {
      %h = arith.divui %n, %two : i64
      scf.yield %h : i64
    }
    %s1 = arith.addi %s, %one : i64
    %m1 = arith.maxui %mx, %next : i64
    scf.yield %next, %s1, %m1 : i64, i64, i64
  }
  vector.print %r#0 : i64
  vector.print %r#1 : i64
  vector.print %r#2 : i64
  return
}

// make bench: the total number of Collatz steps of 1 .. 300000, each an
// scf.while loop over i64 with an scf.if choosing the step.
func.func @main() {
  %c1 = arith.constant 1 : index
  %n = arith.constant 300001 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %zero = arith.constant 0 : i64
  %total = scf.for %i = %c1 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %start = arith.index_cast %i : index to i64
    %r:2 = scf.while (%x = %start, %steps = %zero) : (i64, i64) -> (i64, i64) {
      %more = arith.cmpi ne, %x, %one : i64
      scf.condition(%more) %x, %steps : i64, i64
    } do {
    ^bb0(%y: i64, %s: i64):
      %odd = arith.andi %y, %one : i64
      %is_odd = arith.cmpi ne, %odd, %zero : i64
      %next = scf.if %is_odd -> (i64) {
        %t = arith.muli %y, %three : i64
        %u = arith.addi %t, %one : i64
        scf.yield %u : i64
      } else {
        %h = arith.shrui %y, %one : i64
        scf.yield %h : i64
      }
      %s2 = arith.addi %s, %one : i64
      scf.yield %next, %s2 : i64, i64
    }
    %a2 = arith.addi %acc, %r#1 : i64
    scf.yield %a2 : i64
  }
  vector.print %total : i64
  return
}

func.func @noop() {
  return
}

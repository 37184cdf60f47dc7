// Nested affine.if/else (both levels with else) classifying a 6x6 grid
// into quadrants around a symbolic centre; four i64 counters are loop-carried
// through the if results.
func.func @main() {
  %c = arith.constant 2 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:4 = affine.for %i = 0 to 6 iter_args(%q0 = %z, %q1 = %z, %q2 = %z, %q3 = %z) -> (i64, i64, i64, i64) {
    %s:4 = affine.for %j = 0 to 6 iter_args(%a0 = %q0, %a1 = %q1, %a2 = %q2, %a3 = %q3) -> (i64, i64, i64, i64) {
      %t:4 = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%c] -> (i64, i64, i64, i64) {
        %u:2 = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%j)[%c] -> (i64, i64) {
          %n = arith.addi %a3, %one : i64
          affine.yield %a2, %n : i64, i64
        } else {
          %n = arith.addi %a2, %one : i64
          affine.yield %n, %a3 : i64, i64
        }
        affine.yield %a0, %a1, %u#0, %u#1 : i64, i64, i64, i64
      } else {
        %u:2 = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%j)[%c] -> (i64, i64) {
          %n = arith.addi %a1, %one : i64
          affine.yield %a0, %n : i64, i64
        } else {
          %n = arith.addi %a0, %one : i64
          affine.yield %n, %a1 : i64, i64
        }
        affine.yield %u#0, %u#1, %a2, %a3 : i64, i64, i64, i64
      }
      affine.yield %t#0, %t#1, %t#2, %t#3 : i64, i64, i64, i64
    }
    affine.yield %s#0, %s#1, %s#2, %s#3 : i64, i64, i64, i64
  }
  vector.print %r#0 : i64
  vector.print %r#1 : i64
  vector.print %r#2 : i64
  vector.print %r#3 : i64
  return
}

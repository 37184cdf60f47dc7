// Sets with no dims: always true (0 == 0), always false (-1 >= 0), and
// symbol-only conditions (s0 - 5 >= 0); with and without else, the taken
// branch alone runs.
func.func @main() {
  %s = arith.constant 4 : index
  %t = arith.constant 7 : index
  affine.if affine_set<() : (0 == 0)>() {
    %c = arith.constant 1 : index
    vector.print %c : index
  }
  affine.if affine_set<(d0) : (-1 >= 0)>(%s) {
    %c = arith.constant 2 : index
    vector.print %c : index
  }
  %r0 = affine.if affine_set<()[s0] : (s0 - 5 >= 0)>()[%s] -> index {
    %c = arith.constant 10 : index
    affine.yield %c : index
  } else {
    %c = arith.constant 20 : index
    affine.yield %c : index
  }
  vector.print %r0 : index
  %r1 = affine.if affine_set<()[s0] : (s0 - 5 >= 0)>()[%t] -> index {
    %c = arith.constant 10 : index
    affine.yield %c : index
  } else {
    %c = arith.constant 20 : index
    affine.yield %c : index
  }
  vector.print %r1 : index
  %r2 = affine.if affine_set<()[s0, s1] : (s1 - s0 - 3 == 0)>()[%s, %t] -> i32 {
    %c = arith.constant -3 : i32
    affine.yield %c : i32
  } else {
    %c = arith.constant 3 : i32
    affine.yield %c : i32
  }
  vector.print %r2 : i32
  return
}

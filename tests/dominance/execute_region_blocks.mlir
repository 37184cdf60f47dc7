// the blocks of a region nested in an op: dominance over that region's own
// CFG (scf.execute_region with a cf.cond_br inside)
func.func @main(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %one = arith.constant 1 : i32
    cf.br ^bb2
  ^bb2:
    scf.yield %one : i32
  }
  return %r : i32
}

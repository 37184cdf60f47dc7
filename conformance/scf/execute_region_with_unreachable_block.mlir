// An scf.execute_region whose results come from the block that yields; its
// other block ends in llvm.unreachable, which this run never reaches (the
// reaching run is tests/messages/run/scf_execute_region_unreachable_branch).
func.func @pick(%c: i1, %v: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = arith.addi %v, %v : i32
    scf.yield %x : i32
  ^b:
    llvm.unreachable
  }
  return %r : i32
}

func.func @main() {
  %t = arith.constant true
  %v = arith.constant 21 : i32
  %r = call @pick(%t, %v) : (i1, i32) -> i32
  vector.print %r : i32
  return
}

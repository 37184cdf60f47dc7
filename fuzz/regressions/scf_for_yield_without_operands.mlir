// scf.for whose scf.yield has no operands: loading it offset the yield's
// null operand array (UBSan, interp/ops/ops_scf_cf.c term_moves)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.yield
  }
  return
}

// cf.br with no operands: loading it offset the branch's null operand array
// (UBSan, interp/ops/ops_scf_cf.c prep_successor)
func.func @main() {
  cf.br ^bb1
^bb1:
  return
}

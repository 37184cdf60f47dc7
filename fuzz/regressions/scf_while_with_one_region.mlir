// scf.while with one region (the parser fuzzer, issue 29's one-hour run):
// the verifier did not check its region count, and loading read the
// missing `do` region (SIGSEGV in prep_while).  MLIR: "'scf.while' op
// expected 2 regions"; every op of a fixed region count is checked first
// now (OPF_ONE_REGION, OPF_TWO_REGIONS in parser/op_registry.h).
func.func @main(%x: i32) {
  "scf.while"(%x) ({
  ^bb0(%s: i32):
    %c = arith.constant true
    "scf.condition"(%c, %s) : (i1, i32) -> ()
  }) : (i32) -> ()
  return
}

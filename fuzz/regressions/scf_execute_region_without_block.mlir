// scf.execute_region with an empty region (no block): the verifier let it
// through and running it offset the body's null node array (UBSan,
// interp/engine/exec.c exec_block); found by the parser fuzzer.  MLIR refuses it:
// "region needs to have at least one block"
func.func @main() {
  scf.execute_region {
  }
  return
}

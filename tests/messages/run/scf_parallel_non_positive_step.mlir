// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %zero = arith.subi %c4, %c4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%zero) {
    scf.reduce
  }
  return
}

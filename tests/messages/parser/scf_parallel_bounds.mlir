// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%a: index) {
  scf.parallel (%i, %j) = (%a) to (%a, %a) step (%a, %a) {
    scf.reduce
  }
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%c: i1) {
  "scf.if"(%c) ({
    scf.yield
  }) : (i1) -> ()
  return
}

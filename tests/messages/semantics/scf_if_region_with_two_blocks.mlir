// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%c: i1) {
  "scf.if"(%c) ({
    cf.br ^bb1
  ^bb1:
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%c: i1) {
  %r = "scf.if"(%c) ({
  }, {
  }) : (i1) -> i32
  return
}

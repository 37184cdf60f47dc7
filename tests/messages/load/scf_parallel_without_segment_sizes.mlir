// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: index) {
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

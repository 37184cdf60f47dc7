// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: index) {
  "scf.for"(%a, %a, %a) ({
  ^bb0:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

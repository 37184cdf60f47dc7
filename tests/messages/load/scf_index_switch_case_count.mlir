// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: index) {
  "scf.index_switch"(%a) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

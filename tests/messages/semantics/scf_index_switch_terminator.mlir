// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "llvm.unreachable"() : () -> ()
  }) : (index) -> ()
  return
}

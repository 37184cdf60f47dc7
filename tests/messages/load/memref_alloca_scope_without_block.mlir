// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  "memref.alloca_scope"() ({
  }) : () -> ()
  return
}

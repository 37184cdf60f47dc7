// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  "scf.execute_region"() : () -> ()
  return
}

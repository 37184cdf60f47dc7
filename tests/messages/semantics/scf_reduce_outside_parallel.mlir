// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  scf.execute_region {
    scf.reduce
  }
  return
}

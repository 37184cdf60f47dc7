// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %g = "memref.get_global"() : () -> memref<4xf32>
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %g = memref.get_global @nope : memref<4xf32>
  return
}

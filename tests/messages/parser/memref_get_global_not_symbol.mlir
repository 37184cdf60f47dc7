// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  %g = memref.get_global "g" : memref<4xf32>
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() attributes [1] {
  return
}

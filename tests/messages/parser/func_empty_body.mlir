// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
}

// MESSAGE: exit=2 mlir-opt=accepts
func.func @f() {
  gpu.barrier
  return
}

// MESSAGE: exit=2 mlir-opt=accepts
func.func private @f(i0)

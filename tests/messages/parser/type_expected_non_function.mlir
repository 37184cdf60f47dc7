// MESSAGE: exit=2 mlir-opt=rejects
func.func private @f(memref<4x[2]>)

// MESSAGE: exit=2 mlir-opt=rejects
func.func private @f(memref<*f32>)

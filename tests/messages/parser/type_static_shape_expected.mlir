// MESSAGE: exit=2 mlir-opt=rejects
func.func private @f(vector<?x4xf32>)

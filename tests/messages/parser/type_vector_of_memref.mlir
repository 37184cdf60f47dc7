// MESSAGE: exit=2 mlir-opt=rejects
func.func private @f(vector<4xmemref<4xf32>>)

// MESSAGE: exit=2 mlir-opt=rejects
func.func private @f(vector<0xf32>)

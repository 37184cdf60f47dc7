// MESSAGE: exit=2 mlir-opt=rejects
func.func private @f(memref<4xf32, affine_map<(d0, d1) -> (d0)>>)

// MESSAGE: exit=2 mlir-opt=accepts
func.func private @f(memref<4xf32, affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0 + 2)>>)

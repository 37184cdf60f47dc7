// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: the last layout wins (a deviation)
func.func private @f(memref<4xf32, affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0 + 2)>>)

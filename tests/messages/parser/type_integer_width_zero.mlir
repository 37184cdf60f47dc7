// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: i0 is an MLIR type; affine-interp has no integers of width 0 (a deviation)
func.func private @f(i0)

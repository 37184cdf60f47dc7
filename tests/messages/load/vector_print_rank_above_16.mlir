// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: a limit of affine-interp (vectors of rank at most 16)
func.func @main(%v: vector<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) {
  vector.print %v : vector<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  return
}

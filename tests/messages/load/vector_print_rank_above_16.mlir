// MESSAGE: exit=2 mlir-opt=accepts
func.func @main(%v: vector<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) {
  vector.print %v : vector<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  return
}

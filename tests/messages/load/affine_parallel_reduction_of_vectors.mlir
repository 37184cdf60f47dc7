// MESSAGE: exit=2 mlir-opt=accepts
func.func @main(%v: vector<4xf32>) -> vector<4xf32> {
  %r = affine.parallel (%i) = (0) to (4) reduce ("assign") -> vector<4xf32> {
    affine.yield %v : vector<4xf32>
  }
  return %r : vector<4xf32>
}

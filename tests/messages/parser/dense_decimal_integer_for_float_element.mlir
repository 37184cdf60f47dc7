// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %v = arith.constant dense<[1.0, 2]> : vector<2xf32>
  return
}

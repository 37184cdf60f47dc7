// MESSAGE: exit=2 mlir-opt=accepts
func.func @main() -> vector<2xf32> {
  %c = arith.constant dense<"0x0000803F0000803F"> : vector<2xf32>
  return %c : vector<2xf32>
}

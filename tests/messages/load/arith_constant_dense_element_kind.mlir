// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %c = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xf32>
  return
}

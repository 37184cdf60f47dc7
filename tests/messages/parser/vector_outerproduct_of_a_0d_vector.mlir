// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %l = arith.constant dense<1> : vector<2xi8>
  %r = arith.constant dense<2> : vector<i8>
  %a = vector.outerproduct %l, %r : vector<2xi8>, vector<i8>
  return
}

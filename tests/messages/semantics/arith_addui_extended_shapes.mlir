// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: vector<4xi32>, %b: vector<4xi32>) {
  %s, %o = arith.addui_extended %a, %b : vector<4xi32>, vector<2xi1>
  return
}

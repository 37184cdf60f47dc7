// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %c4 = arith.constant 4 : index
  %e = vector.extract %v[%c4] : f32 from vector<4xf32>
  vector.print %e : f32
  return
}

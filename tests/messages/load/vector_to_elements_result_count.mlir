// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %a, %b = "vector.to_elements"(%v) : (vector<3xf32>) -> (f32, f32)
  vector.print %a : f32
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %v = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %a, %b = "vector.to_elements"(%v) : (vector<2xf32>) -> (f32, f64)
  vector.print %a : f32
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %c = "arith.constant"() <{value = 1 : i32}> : () -> f32
  return
}

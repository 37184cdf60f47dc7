// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%a: i32, %b: i64) {
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

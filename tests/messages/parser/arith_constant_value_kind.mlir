// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  %c = arith.constant "x" : i32
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  %a, 3 = "t.op"() : () -> (i32, i32)
  return
}

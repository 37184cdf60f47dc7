// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  %a:x = "t.op"() : () -> (i32, i32)
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  %a = "t.a"() : () -> i32
  "t.b"(%a#1) : (i32) -> ()
  return
}

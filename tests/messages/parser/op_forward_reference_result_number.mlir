// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  "t.b"(%a#1) : (i32) -> ()
  %a = "t.a"() : () -> i32
  return
}

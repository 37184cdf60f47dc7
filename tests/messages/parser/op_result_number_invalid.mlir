// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  %a:2 = "t.a"() : () -> (i32, i32)
  "t.b"(%a#x) : (i32) -> ()
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%a: i32) {
  "t.op"(%a, %a) : (i32) -> ()
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%a: i32) -> i64 {
  "func.return"(%a) : (i32) -> ()
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: i32) {
  %c = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

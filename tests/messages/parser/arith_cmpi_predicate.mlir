// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%a: i32) {
  %c = arith.cmpi 3, %a, %a : i32
  return
}

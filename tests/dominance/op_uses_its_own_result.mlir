// an op using its own result
func.func @main() {
  %x = arith.addi %x, %x : i32
  return
}

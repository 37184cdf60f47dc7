// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %z = arith.constant 0 : i32
  %n = arith.constant -1 : i32
  %r = math.ipowi %z, %n : i32
  return
}

// cf.switch: the default destination defines %x, case 1 goes straight to its use
func.func @main() {
  %k = arith.constant 1 : i32
  cf.switch %k : i32, [
    default: ^def,
    1: ^use
  ]
^def:
  %x = arith.constant 5 : i32
  cf.br ^use
^use:
  vector.print %x : i32
  return
}

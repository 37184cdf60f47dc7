// a use in an scf.if region of a value defined after the scf.if
func.func @main(%c: i1) {
  scf.if %c {
    vector.print %x : i32
  }
  %x = arith.constant 1 : i32
  return
}

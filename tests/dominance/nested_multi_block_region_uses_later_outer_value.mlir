// a use in the second block of a nested region of a value defined after the
// op holding that region
func.func @main(%c: i1) {
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    vector.print %late : i32
    scf.yield
  }
  %late = arith.constant 2 : i32
  return
}

// a use of a name the next op's region defines (the forward reference
// resolves to it)
func.func @main() {
  %c0 = arith.constant 0 : index
  vector.print %x : index
  scf.execute_region {
    %x = arith.constant 1 : index
    scf.yield
  }
  return
}

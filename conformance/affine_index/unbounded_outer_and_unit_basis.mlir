// delinearize_index with one more result than basis elements leaves the
// outermost result unbounded (it takes whatever is left, here >= 4); unit
// basis elements give 0.
func.func @main() {
  %x = arith.constant 1000 : index
  %d:3 = affine.delinearize_index %x into (4, 3) : index, index, index
  vector.print %d#0 : index
  vector.print %d#1 : index
  vector.print %d#2 : index
  %s = arith.constant 7 : index
  %e:2 = affine.delinearize_index %x into (%s) : index, index
  vector.print %e#0 : index
  vector.print %e#1 : index
  %y = arith.constant 4 : index
  %f:3 = affine.delinearize_index %y into (1, 5, 1) : index, index, index
  vector.print %f#0 : index
  vector.print %f#1 : index
  vector.print %f#2 : index
  return
}

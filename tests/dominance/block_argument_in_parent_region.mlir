// a block argument used in an affine.for region of a block its block does
// not dominate
func.func @main(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%a: i1):
  cf.br ^bb2
^bb2:
  affine.for %i = 0 to 2 {
    vector.print %a : i1
  }
  return
}

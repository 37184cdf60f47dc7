// a block argument used in a block its block does not dominate
func.func @main(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%a: i1):
  cf.br ^bb2
^bb2:
  vector.print %a : i1
  return
}

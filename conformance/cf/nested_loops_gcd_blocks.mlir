// A multi-block function with two nested cf loops (Euclid's gcd inside a loop
// over pairs) whose block arguments carry the loop state across back edges.
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a0 = arith.constant 462 : i32
  %b0 = arith.constant 1071 : i32
  cf.br ^outer(%c0, %a0, %b0 : i32, i32, i32)
^outer(%i: i32, %a: i32, %b: i32):
  %done = arith.cmpi eq, %i, %c5 : i32
  cf.cond_br %done, ^exit, ^gcd(%a, %b : i32, i32)
^gcd(%x: i32, %y: i32):
  %yz = arith.cmpi eq, %y, %c0 : i32
  cf.cond_br %yz, ^found(%x : i32), ^step(%x, %y : i32, i32)
^step(%p: i32, %q: i32):
  %r = arith.remui %p, %q : i32
  cf.br ^gcd(%q, %r : i32, i32)
^found(%g: i32):
  vector.print %g : i32
  %i1 = arith.addi %i, %c1 : i32
  %k = arith.constant 7 : i32
  %a1 = arith.muli %a, %k : i32
  %b1 = arith.addi %b, %k : i32
  cf.br ^outer(%i1, %a1, %b1 : i32, i32, i32)
^exit:
  return
}

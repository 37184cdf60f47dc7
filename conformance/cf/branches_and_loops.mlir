// conformance/cf/branches_and_loops: written by tools/gen-engine-programs.py
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c6 = arith.constant 6 : i32
  cf.br ^loop(%c0, %c1 : i32, i32)
^loop(%i: i32, %f: i32):
  %done = arith.cmpi sge, %i, %c6 : i32
  cf.cond_br %done, ^exit(%f : i32), ^body
^body:
  %i1 = arith.addi %i, %c1 : i32
  %f1 = arith.muli %f, %i1 : i32
  cf.br ^loop(%i1, %f1 : i32, i32)
^exit(%r: i32):
  vector.print %r : i32
  %k = arith.constant 43 : i32
  cf.switch %k : i32, [
    default: ^d,
    42: ^a,
    43: ^b(%r : i32)
  ]
^a:
  vector.print %c0 : i32
  cf.br ^end
^b(%q: i32):
  vector.print %q : i32
  cf.br ^end
^d:
  vector.print %c1 : i32
  cf.br ^end
^end:
  %t = arith.constant true
  cf.assert %t, "never fails"
  return
}

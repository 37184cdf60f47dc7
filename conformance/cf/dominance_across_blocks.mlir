// conformance/cf/dominance_across_blocks: values used only where their
// definitions dominate (the verifier's dominance check must accept it):
// entry values in every block, the loop header's values in its body and
// exit, block arguments in the blocks they dominate, and affine.for and
// scf.if regions using values of the blocks around them.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i32
  %seven = arith.constant 7 : i32
  cf.br ^header(%c0, %zero : index, i32)
^header(%i: index, %acc: i32):
  %more = arith.cmpi slt, %i, %c4 : index
  %i32 = arith.index_cast %i : index to i32
  cf.cond_br %more, ^body, ^exit
^body:
  %low = arith.andi %i32, %seven : i32
  %nonzero = arith.cmpi ne, %low, %zero : i32
  cf.cond_br %nonzero, ^then, ^join(%acc : i32)
^then:
  %sum = affine.for %k = 0 to 3 iter_args(%s = %acc) -> (i32) {
    %s1 = arith.addi %s, %i32 : i32
    affine.yield %s1 : i32
  }
  cf.br ^join(%sum : i32)
^join(%a: i32):
  %again = scf.if %nonzero -> (i32) {
    %b = arith.addi %a, %seven : i32
    scf.yield %b : i32
  } else {
    scf.yield %a : i32
  }
  vector.print %again : i32
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %again : index, i32)
^exit:
  vector.print %acc : i32
  vector.print %i32 : i32
  return
}

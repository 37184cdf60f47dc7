// an affine.apply using its own result as a symbol (found by the parser fuzzer
// 2026-11-28) overflowed the stack in the dims/symbols rules before the dominance
// check ran; now refused with "operand #1 does not dominate this use" (mlir-opt-22
// itself dies on it: tests/dominance/affine_load_index_in_a_use_cycle.mlir).
// With a symbolic basis, delinearize_index into (s) gives exactly
// (x floordiv s, x mod s); an index iter_args counts disagreements (0),
// and a zero-trip loop bounded by s0 floordiv s1 = 0 keeps its init.
func.func @main() {
  %s = arith.constant 6 : index
  %c0 = arith.constant 0 : index
  %bad = affine.for %x = 0 to 40 step 3 iter_args(%acc = %c0) -> (index) {
    %d:2 = affine.delinearize_index %x into (%s) : index, index
    %q = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%x)[%s]
    %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%x)[%r]
    %e0 = arith.cmpi ne, %d#0, %q : index
    %e1 = arith.cmpi ne, %d#0, %r : index
    %e = arith.ori %e0, %e1 : i1
    %one = arith.constant 1 : index
    %inc = arith.select %e, %one, %c0 : index
    %n = arith.addi %acc, %inc : index
    affine.yield %n : index
  }
  vector.print %bad : index
  %small = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %z = affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%small, %s] iter_args(%a = %c9) -> (index) {
    vector.print %i : index
    affine.yield %i : index
  }
  vector.print %z : index
  return
}

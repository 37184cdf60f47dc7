// conformance/affine_index/delinearize_linearize: written by tools/gen-engine-programs.py
func.func @main() {
  %x = arith.constant 23 : index
  %a:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  vector.print %a#0 : index
  vector.print %a#1 : index
  vector.print %a#2 : index
  %b:2 = affine.delinearize_index %x into (5) : index, index
  vector.print %b#0 : index
  vector.print %b#1 : index
  %i = arith.constant 1 : index
  %j = arith.constant 2 : index
  %k = arith.constant 3 : index
  %l = affine.linearize_index [%i, %j, %k] by (2, 3, 4) : index
  vector.print %l : index
  %l2 = affine.linearize_index disjoint [%i, %j] by (7) : index
  vector.print %l2 : index
  %n = arith.constant 6 : index
  %l3 = affine.linearize_index [%i, %j, %k] by (%n, 5) : index
  vector.print %l3 : index
  return
}

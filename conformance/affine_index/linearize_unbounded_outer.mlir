// linearize_index with one fewer basis element than indices: the outer index
// is unbounded (7 and 12 with basis (4) or (3, 4)); a full basis ignores its
// outermost element.
func.func @main() {
  %i = arith.constant 7 : index
  %j = arith.constant 2 : index
  %k = arith.constant 1 : index
  %a = affine.linearize_index [%i, %j] by (4) : index
  vector.print %a : index
  %b = affine.linearize_index [%i, %j, %k] by (3, 4) : index
  vector.print %b : index
  %c = affine.linearize_index [%j, %k] by (100, 4) : index
  %d = affine.linearize_index [%j, %k] by (4) : index
  vector.print %c : index
  vector.print %d : index
  %big = arith.constant 12 : index
  %e = affine.linearize_index [%big, %j, %k] by (3, 4) : index
  vector.print %e : index
  return
}

// linearize_index with a dynamic basis (%a, %b, 4) from top-level values,
// with and without `disjoint`, over a loop nest that keeps every index in
// its bound; the sum of all results is an index iter_args.
func.func @main() {
  %a = arith.constant 2 : index
  %b = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %sum = affine.for %i = 0 to %a iter_args(%s0 = %c0) -> (index) {
    %r1 = affine.for %j = 0 to %b iter_args(%s1 = %s0) -> (index) {
      %r2 = affine.for %k = 0 to 4 step 3 iter_args(%s2 = %s1) -> (index) {
        %l = affine.linearize_index disjoint [%i, %j, %k] by (%a, %b, 4) : index
        %m = affine.linearize_index [%i, %j, %k] by (%b, 4) : index
        vector.print %l : index
        %eq = arith.cmpi eq, %l, %m : index
        vector.print %eq : i1
        %t = arith.addi %s2, %l : index
        affine.yield %t : index
      }
      affine.yield %r2 : index
    }
    affine.yield %r1 : index
  }
  vector.print %sum : index
  return
}

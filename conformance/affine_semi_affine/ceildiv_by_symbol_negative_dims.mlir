// d0 ceildiv s0 and d0 floordiv s0 with s0 = 5 on negative and positive d0
// (-12..12 step 4): ceildiv rounds toward +inf, floordiv toward -inf;
// printed signed via index_cast.
func.func @main() {
  %s = arith.constant 5 : index
  affine.for %i = -12 to 13 step 4 {
    %c = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%i)[%s]
    %f = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%s]
    %ci = arith.index_cast %c : index to i64
    %fi = arith.index_cast %f : index to i64
    vector.print %ci : i64
    vector.print %fi : i64
  }
  return
}

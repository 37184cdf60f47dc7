// floordiv, ceildiv and mod of negative dims by positive constants (5, 8,
// 1, 16) and nested forms ((d0 floordiv 2) mod 3, (d0 * -3) floordiv 4,
// (d0 mod 4) floordiv 3); printed signed.
func.func @main() {
  affine.for %i = -17 to 1 step 4 {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 5)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 mod 16 + d0 floordiv 1)>(%i)
    %d = affine.apply affine_map<(d0) -> ((d0 floordiv 2) mod 3)>(%i)
    %e = affine.apply affine_map<(d0) -> ((d0 * -3) floordiv 4)>(%i)
    %f = affine.apply affine_map<(d0) -> ((d0 mod 4) floordiv 3 - d0 ceildiv 1)>(%i)
    %ai = arith.index_cast %a : index to i64
    %bi = arith.index_cast %b : index to i64
    %ci = arith.index_cast %c : index to i64
    %di = arith.index_cast %d : index to i64
    %ei = arith.index_cast %e : index to i64
    %fi = arith.index_cast %f : index to i64
    vector.print %ai : i64
    vector.print %bi : i64
    vector.print %ci : i64
    vector.print %di : i64
    vector.print %ei : i64
    vector.print %fi : i64
  }
  return
}

// delinearize_index into (2, 3, 4) then linearize_index by (2, 3, 4) is the
// identity on 0..23; each triple is printed encoded as a*100 + b*10 + c and
// an i64 iter_args counts mismatches (expected 0).
func.func @main() {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %bad = affine.for %x = 0 to 24 iter_args(%acc = %z) -> (i64) {
    %d:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
    %code = affine.apply affine_map<(d0, d1, d2) -> (d0 * 100 + d1 * 10 + d2)>(%d#0, %d#1, %d#2)
    vector.print %code : index
    %l = affine.linearize_index [%d#0, %d#1, %d#2] by (2, 3, 4) : index
    %ne = arith.cmpi ne, %l, %x : index
    %inc = arith.extui %ne : i1 to i64
    %n = arith.addi %acc, %inc : i64
    affine.yield %n : i64
  }
  vector.print %bad : i64
  return
}

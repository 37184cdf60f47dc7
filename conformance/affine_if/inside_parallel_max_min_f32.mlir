// affine.if with results inside a 2-d affine.parallel reducing with
// "maximumf" and "minimumf": the if chooses each iteration's contribution
// from the parity of d0 + d1.
func.func @main() {
  %r:2 = affine.parallel (%i, %j) = (0, 0) to (4, 5) reduce ("maximumf", "minimumf") -> (f32, f32) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %fj = arith.sitofp %jj : i32 to f32
    %v = affine.if affine_set<(d0, d1) : ((d0 + d1) mod 2 == 0)>(%i, %j) -> f32 {
      %p = arith.mulf %fi, %fj : f32
      affine.yield %p : f32
    } else {
      %n = arith.subf %fi, %fj : f32
      affine.yield %n : f32
    }
    affine.yield %v, %v : f32, f32
  }
  vector.print %r#0 : f32
  vector.print %r#1 : f32
  return
}

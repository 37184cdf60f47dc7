// conformance/affine_parallel/reduce_addf_f32: written by tools/gen-engine-programs.py
func.func @main() {
  %r = affine.parallel (%i, %j) = (0, 0) to (3, 2) reduce ("addf") -> (f32) {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %c = arith.constant 1.5 : f32
      %e = arith.addf %fi, %c : f32
      affine.yield %e : f32
  }
  vector.print %r : f32
  %z = affine.parallel (%i) = (0) to (0) reduce ("addf") -> (f32) {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %c = arith.constant 1.5 : f32
      %e = arith.addf %fi, %c : f32
      affine.yield %e : f32
  }
  vector.print %z : f32
  return
}

// conformance/affine_parallel/reduce_mulf_f64: written by tools/gen-engine-programs.py
func.func @main() {
  %r = affine.parallel (%i, %j) = (0, 0) to (3, 2) reduce ("mulf") -> (f64) {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f64
      %c = arith.constant 1.5 : f64
      %e = arith.addf %fi, %c : f64
      affine.yield %e : f64
  }
  vector.print %r : f64
  %z = affine.parallel (%i) = (0) to (0) reduce ("mulf") -> (f64) {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f64
      %c = arith.constant 1.5 : f64
      %e = arith.addf %fi, %c : f64
      affine.yield %e : f64
  }
  vector.print %z : f64
  return
}

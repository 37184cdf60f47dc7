// conformance/affine_parallel/reduce_maximumf_f16: written by tools/gen-engine-programs.py
func.func @main() {
  %r = affine.parallel (%i, %j) = (0, 0) to (3, 2) reduce ("maximumf") -> (f16) {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f16
      %c = arith.constant 1.0 : f16
      %e = arith.addf %fi, %c : f16
      affine.yield %e : f16
  }
  vector.print %r : f16
  %z = affine.parallel (%i) = (0) to (0) reduce ("maximumf") -> (f16) {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f16
      %c = arith.constant 1.0 : f16
      %e = arith.addf %fi, %c : f16
      affine.yield %e : f16
  }
  vector.print %z : f16
  return
}

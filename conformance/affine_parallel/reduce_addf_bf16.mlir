// conformance/affine_parallel/reduce_addf_bf16: written by tools/gen-engine-programs.py
func.func @main() {
  %r = affine.parallel (%i, %j) = (0, 0) to (3, 2) reduce ("addf") -> (bf16) {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to bf16
      %c = arith.constant 0.5 : bf16
      %e = arith.addf %fi, %c : bf16
      affine.yield %e : bf16
  }
  vector.print %r : bf16
  %z = affine.parallel (%i) = (0) to (0) reduce ("addf") -> (bf16) {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to bf16
      %c = arith.constant 0.5 : bf16
      %e = arith.addf %fi, %c : bf16
      affine.yield %e : bf16
  }
  vector.print %z : bf16
  return
}

// MLIR-BUG: wrong-output
// PASS: -affine-simplify-structures
// ROOT-CAUSE: getSemiAffineExprFromFlatForm: it keys each semi-affine local expression of a dimension and a symbol by the pair (dim position, symbol position) alone, so d0 floordiv s0 and d0 mod s0 (and d0 * s0) get the same key; addEntry's "Key is already present" assert is compiled out in release builds, DenseMap::insert keeps the first expression and coefficient, and the key is listed twice, so d0 mod s0 is replaced by d0 floordiv s0 (or the reverse)
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 102270, --pass-pipeline=builtin.module(func.func(affine-loop-coalescing,affine-parallelize{parallel-reductions=true},affine-data-copy-generate{generate-dma=true fast-mem-space=3 skip-non-unit-stride-loops=true})) (the coalesced subscript (i floordiv s + i mod s - 1) mod 5, rewritten by the copy's map simplification)
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["call", "op:affine.apply", "op:func.call", "semi-affine"], "kind": "silent", "options": {}, "pass": "affine-simplify-structures", "ub": null}
// LOWERING: -lower-affine
// (the reference lowers the affine ops first: -test-lower-to-llvm would canonicalize the map and hit this very bug)
// (d0 mod s0 + d0 floordiv s0) * 2 is simplified to (d0 mod s0) * 4: with
// s0 = 3 the loop prints 0 4 8 0 4 8 0 4 instead of 0 2 4 2 4 6 4 6.  The
// same happens in any map simplification: -canonicalize, and the composition
// of an affine.apply into a subscript by -affine-data-copy-generate (the
// campaign's trigger, where the coalesced (i floordiv s + i mod s - 1) mod 5
// became (i floordiv s) * 2 - ... - 1 and indexed out of bounds).  For the
// same reason mlir-runner prints the wrong values for this very program:
// -test-lower-to-llvm canonicalizes before it lowers the affine.apply
// (mlir-opt-22 -lower-affine first gives 0 2 4 2 4 6 4 6).
func.func @run(%s: index) {
  affine.for %k = 0 to 8 {
    %t = affine.apply affine_map<(d0)[s0] -> ((d0 mod s0 + d0 floordiv s0) * 2)>(%k)[%s]
    vector.print %t : index
  }
  return
}
func.func @main() {
  %c3 = arith.constant 3 : index
  func.call @run(%c3) : (index) -> ()
  return
}

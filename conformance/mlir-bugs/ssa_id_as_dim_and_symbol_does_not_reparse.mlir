// MLIR-BUG: reparse-failure
// PASS: --pass-pipeline=builtin.module(func.func(affine-simplify-min-max))
// ROOT-CAUSE: AffineParser::parseSSAIdExpr: it looks up an SSA id already seen in the map by its spelling alone, whatever its role, so symbol(%c5) after a dim %c5 returns that dim expression, and a map whose operand list binds one value to both a dim and a symbol, which the printer prints as `%c5 floordiv symbol(%c5)`, parses back as the non-affine d0 floordiv d0
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seeds 100309, 100571, 100883, 103011 (affine-simplify-min-max), 100830 (affine-expand-index-ops), 102148 (affine-fold-memref-alias-ops), 102580 (affine-expand-index-ops-as-affine)
// MATCH: {"class": "reparse-failure", "kind": "message", "message": "non-affine expression: right operand of floordiv has to be either a constant or symbolic", "op": null, "pass": "affine-simplify-min-max"}
// The pass's greedy rewrite driver merges the two equal constants, so the
// load's map (d0)[s0] -> (d0 floordiv s0) gets %c5 as both its dim and its
// symbol operand.  That IR verifies, and its generic form parses back and
// runs (prints 1), but mlir-opt-22 cannot parse its own custom printing
// ("non-affine expression: right operand of floordiv has to be either a
// constant or symbolic").  -cse and -affine-expand-index-ops do the same;
// in the campaign the constants came from promoted single-iteration loops.
// Not the result-number cause of fold_memref_alias_ops_output_does_not_reparse
// (llvm/llvm-project#168175): here there is no result number, and a lookup
// by name and number still returns the dim.
func.func @main() {
  %m = memref.alloca() : memref<6xindex>
  %c5 = arith.constant 5 : index
  %n5 = arith.constant 5 : index
  affine.for %i = 0 to 6 {
    affine.store %i, %m[%i] : memref<6xindex>
  }
  %v = affine.load %m[%c5 floordiv symbol(%n5)] : memref<6xindex>
  vector.print %v : index
  return
}

// MLIR-BUG: invalid-output
// PASS: -affine-parallelize=parallel-reductions=true
// ROOT-CAUSE: isResultTypeMatchAtomicRMWKind / getSupportedReduction: AffineParallelOp's verifier accepts addi, muli, andi and ori only on an IntegerType (not index), maxs/mins only on signed and maxu/minu only on unsigned integer types (arith's are signless), and has no case for xori, maxnumf and minnumf, while getSupportedReduction maps arith.addi/muli/maxsi/minsi/maxui/minui/xori/maxnumf/minnumf to those kinds whatever the type, so affineParallelize builds an affine.parallel reduce the verifier rejects
// UPSTREAM: llvm/llvm-project#189480
// FOUND-BY: fuzz/campaign seed 100619, --pass-pipeline=builtin.module(func.func(affine-parallelize{max-nested=2 parallel-reductions=true})); also seed 100844 (minsi on i64)
// MATCH: {"class": "invalid-output", "kind": "message", "message": "'affine.parallel' op result type cannot match reduction attribute", "op": "affine.parallel", "pass": "affine-parallelize"}
// The pass fails on a valid program: "'affine.parallel' op result type
// cannot match reduction attribute".  Each of the three reductions alone
// (maxsi on i32, xori on i32, maxnumf on f32) fails; so do minsi, maxui and
// minui on i32 and minnumf on f32, while addi, muli, andi, ori, addf, mulf,
// maximumf and minimumf parallelize.  Not the index-type cause of
// parallelize_index_reduction_invalid: here the types are ordinary i32/f32.
func.func @main() {
  %c0 = arith.constant 0 : i32
  %z = arith.constant 0.0 : f32
  %r:3 = affine.for %i = 0 to 4 iter_args(%a = %c0, %b = %c0, %c = %z) -> (i32, i32, f32) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %na = arith.maxsi %a, %ii : i32
    %nb = arith.xori %b, %ii : i32
    %nc = arith.maxnumf %c, %f : f32
    affine.yield %na, %nb, %nc : i32, i32, f32
  }
  vector.print %r#0 : i32
  vector.print %r#1 : i32
  vector.print %r#2 : f32
  return
}

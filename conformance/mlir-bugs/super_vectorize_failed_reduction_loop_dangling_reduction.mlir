// MLIR-BUG: crash
// PASS: -affine-super-vectorize=virtual-vector-size=4 vectorize-reductions=true
// ROOT-CAUSE: vectorizeLoopNest: when the body of a reduction loop fails to vectorize (an operand is the vector loop's IV, which vectorizeOperand cannot vectorize, or a load indexed through an affine.apply) it erases only the new vector loop nest, not the vector.reduction and combining ops vectorizeAffineForOp already built after that loop, which keep a dangling operand (use after free)
// UPSTREAM: new
// FOUND-BY: tools/pass-matrix on conformance/affine_for/iter_args.mlir and conformance/affine_yield/loop_result_as_symbol_bound
// MATCH: {"frames": ["fn@libMLIR.so.22.1+0x5cf1d30", "mlir::vector::ReductionOp::verifyInvariantsImpl", "fn@libMLIR.so.22.1+0x5d7c3a0"], "kind": "crash", "pass": "affine-super-vectorize", "state": null}
// Every function below is a reduction loop whose body -affine-super-vectorize
// cannot vectorize; each alone makes mlir-opt-22 crash in
// vector::ReductionOp::verifyInvariantsImpl (a freed operand), or, when the
// freed memory has been reused, fail with "'vector.reduction' op failed to
// verify" on a vector of some other loop.  Not specific to integer or index
// types (@sum_f32), nor to the IV as the reduced value (@sum_shifted_load).
func.func @sum_i64() -> i64 {
  %c0 = arith.constant 0 : i64
  %s = affine.for %i = 0 to 8 iter_args(%acc = %c0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %t = arith.addi %acc, %ii : i64
    affine.yield %t : i64
  }
  return %s : i64
}
func.func @sum_f32() -> f32 {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 8 iter_args(%acc = %z) -> (f32) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %t = arith.addf %acc, %f : f32
    affine.yield %t : f32
  }
  return %s : f32
}
func.func @sum_index() -> index {
  %c0 = arith.constant 0 : index
  %s = affine.for %i = 0 to 8 iter_args(%acc = %c0) -> (index) {
    %t = arith.addi %acc, %i : index
    affine.yield %t : index
  }
  return %s : index
}
func.func @sum_shifted_load(%m: memref<9xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 8 iter_args(%acc = %z) -> (f32) {
    %j = affine.apply affine_map<(d0) -> (d0)>(%i)
    %v = affine.load %m[%j + 1] : memref<9xf32>
    %t = arith.addf %acc, %v : f32
    affine.yield %t : f32
  }
  return %s : f32
}
func.func @main() {
  %a = func.call @sum_i64() : () -> i64
  vector.print %a : i64
  %b = func.call @sum_f32() : () -> f32
  vector.print %b : f32
  %c = func.call @sum_index() : () -> index
  vector.print %c : index
  %m = memref.alloc() : memref<9xf32>
  %one = arith.constant 1.5 : f32
  affine.for %i = 0 to 9 {
    affine.store %one, %m[%i] : memref<9xf32>
  }
  %d = func.call @sum_shifted_load(%m) : (memref<9xf32>) -> f32
  vector.print %d : f32
  memref.dealloc %m : memref<9xf32>
  return
}

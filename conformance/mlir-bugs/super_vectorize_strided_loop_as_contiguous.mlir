// MLIR-BUG: wrong-output
// PASS: -affine-super-vectorize=virtual-vector-size=4 vectorize-reductions=true
// ROOT-CAUSE: isVectorizableLoopBody: isContiguousAccess judges an access contiguous from the IV's coefficient alone, whatever the loop's step, and vectorizeAffineForOp (which rejects non-unit steps only for reduction loops) then runs a step-2 loop with step 8 and transfers of 4 consecutive elements
// UPSTREAM: llvm/llvm-project#225247
// FOUND-BY: tools/pass-matrix on conformance/affine_for/triangular_nest_i32
// MATCH: {"class": "wrong-output", "defaults": {"virtual-vector-size": null}, "features": ["call", "in-place-update", "op:affine.load", "op:affine.store", "op:func.call", "op:memref.cast", "step"], "kind": "silent", "options": {"virtual-vector-size": "4"}, "pass": "affine-super-vectorize", "ub": null}
// The vectorized program increments elements 0..3 and then 4..7 once each
// ([1, 1, 1, 1, 0, 0, 0, 0]) where the loop increments the even elements
// ([1, 0, 1, 0, 1, 0, 1, 0]).
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<8xi32>
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  affine.for %i = 0 to 8 {
    affine.store %z, %m[%i] : memref<8xi32>
  }
  affine.for %i = 0 to 8 step 2 {
    %v = affine.load %m[%i] : memref<8xi32>
    %w = arith.addi %v, %one : i32
    affine.store %w, %m[%i] : memref<8xi32>
  }
  %u = memref.cast %m : memref<8xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<8xi32>
  return
}

// MLIR-BUG: invalid-output
// PASS: --pass-pipeline=builtin.module(func.func(affine-expand-index-ops))
// ROOT-CAUSE: lowerAffineDelinearizeIndexOp: it (and lowerAffineLinearizeIndexOp alike) replaces every result with arith ops (floordivsi, remsi, select, muli, addi) whatever its uses, though isValidDim accepts [de]linearize_index results as dims (llvm/llvm-project#138929), so an affine.load/store subscript operand becomes a value that is not a valid dimension id
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seeds 100163, 100205, 107201 and 100827 (an affine.prefetch), --pass-pipeline=builtin.module(func.func(affine-expand-index-ops))
// MATCH: {"class": "invalid-output", "kind": "message", "message": "'affine.store' op operand cannot be used as a dimension id", "op": "affine.store", "pass": "affine-expand-index-ops"}
// The pass fails on a valid program: "'affine.store' op operand cannot be
// used as a dimension id", for the delinearize_index result %q#1 and, alone,
// for the linearize_index result %l.  -affine-expand-index-ops-as-affine
// expands the same ops into affine.apply and gives valid IR.
func.func @main() {
  %m = memref.alloca() : memref<3xindex>
  %n = memref.alloca() : memref<6xindex>
  affine.for %i = 0 to 6 {
    %q:2 = affine.delinearize_index %i into (2, 3) : index, index
    affine.store %i, %m[%q#1] : memref<3xindex>
    %l = affine.linearize_index [%q#1, %q#0] by (3, 2) : index
    affine.store %i, %n[%l] : memref<6xindex>
  }
  %v = affine.load %m[2] : memref<3xindex>
  vector.print %v : index
  %w = affine.load %n[1] : memref<6xindex>
  vector.print %w : index
  return
}

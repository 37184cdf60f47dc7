// MLIR-BUG: invalid-output
// PASS: -affine-super-vectorize=virtual-vector-size=4 vectorize-reductions=true
// -affine-super-vectorize vectorizes an index-typed iter_args reduction into
// a vector.reduction that MLIR's own verifier rejects, so the pass fails on
// a valid program.
// Found by tools/pass-matrix on conformance/affine_yield/loop_result_as_symbol_bound
// (this file is that program).
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = affine.for %i = 0 to 4 iter_args(%a = %c0) -> (index) {
    %h = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
    %b = arith.addi %a, %h : index
    affine.yield %b : index
  }
  vector.print %n : index
  %m = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %m[%i] : memref<8xf32>
  }
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to %n iter_args(%acc = %z) -> (f32) {
    %v = affine.load %m[%i + symbol(%n)] : memref<8xf32>
    %t = arith.addf %acc, %v : f32
    affine.yield %t : f32
  }
  vector.print %s : f32
  memref.dealloc %m : memref<8xf32>
  return
}

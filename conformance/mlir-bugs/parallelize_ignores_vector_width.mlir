// MLIR-BUG: undefined-output
// PASS: -affine-parallelize
// ROOT-CAUSE: isLoopMemoryParallel / checkMemrefAccessDependence: the MemRefAccess of an affine.vector_store is the single element at its subscript (the vector's extent is not modelled, as in fusion_ignores_vector_load_extent), so the 4-wide stores at %m[i] and %m[i + 1] of consecutive iterations look disjoint and affineParallelize turns the loop into an affine.parallel whose iterations write the same elements
// UPSTREAM: new
// FOUND-BY: tools/pass-matrix on conformance/affine_memory/vector_store_overlap_order (once races were checked for every access kind, issue 29)
// MATCH: {"class": "undefined-output", "defaults": {}, "features": ["op:affine.vector_store"], "kind": "silent", "options": {}, "pass": "affine-parallelize", "ub": "race"}
// Iteration i stores 4 lanes at %m[i..i+3]; as an affine.for each element
// ends with the value of the last iteration that wrote it.  As an
// affine.parallel, iterations i and i + 1 both write %m[i+1..i+3], and
// which write lands last is not defined (affine-interp: exit 3 [race] on
// the pass output).  mlir-runner lowers affine.parallel to a sequential
// loop and still prints the affine.for's result, so only affine-interp
// sees it.
func.func @main() {
  %m = memref.alloc() : memref<10xf32>
  %z = arith.constant dense<0.0> : vector<10xf32>
  affine.vector_store %z, %m[0] : memref<10xf32>, vector<10xf32>
  affine.for %i = 0 to 7 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = vector.broadcast %f : f32 to vector<4xf32>
    affine.vector_store %v, %m[%i] : memref<10xf32>, vector<4xf32>
  }
  %a = affine.vector_load %m[0] : memref<10xf32>, vector<10xf32>
  vector.print %a : vector<10xf32>
  memref.dealloc %m : memref<10xf32>
  return
}

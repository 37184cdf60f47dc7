// MLIR-BUG: undefined-output
// PASS: -affine-data-copy-generate=generate-dma=false fast-mem-space=0 fast-mem-capacity=1
// ROOT-CAUSE: affineDataCopyGenerate / generateCopy: the region walk collects only AffineLoadOp and AffineStoreOp, while generateCopy's replaceAllMemRefUsesWith (its userFilterFn checks only the position in the range) redirects every use of the memref in the range, so an access the walk never modelled (an affine.dma_start, an affine.vector_load) is rewritten into a fast buffer whose extent, copy-in and copy-out ignore it
// UPSTREAM: new
// FOUND-BY: tools/pass-matrix on conformance/affine_memory/iter_args_load_running_min_f32
// MATCH: {"class": "undefined-output", "defaults": {}, "features": ["op:affine.store", "op:affine.vector_load"], "kind": "silent", "options": {}, "pass": "affine-data-copy-generate", "ub": "bounds"}
// SAME-AS: data_copy_redirects_dma_start
// The fast buffer holds elements 6 and 7 (the two stores); the
// affine.vector_load of elements 4..7 becomes a load at subscript -2 of that
// 2-element buffer (affine-interp: exit 3 [bounds] on the pass output).  The
// vector load is left out of the region entirely, not just its extent: a
// vector_load %m[0] becomes subscript -6.  (%m is an alloca: a dealloc
// would also trigger data_copy_copies_back_after_dealloc; an alloca needs
// none.)
func.func @main() {
  %m = memref.alloca() : memref<8xf32>
  %c = arith.constant 1.5 : f32
  affine.for %i = 0 to 8 {
    affine.store %c, %m[%i] : memref<8xf32>
  }
  %d = arith.constant 2.5 : f32
  %n = arith.constant 6 : index
  affine.store %d, %m[symbol(%n)] : memref<8xf32>
  affine.store %d, %m[symbol(%n) + 1] : memref<8xf32>
  %t = affine.vector_load %m[4] : memref<8xf32>, vector<4xf32>
  vector.print %t : vector<4xf32>
  return
}

// MLIR-BUG: undefined-output
// PASS: -affine-loop-fusion
// ROOT-CAUSE: canFuseLoops: gatherLoadsAndStores collects only affine reads and writes, so the consumer's memref.load is left out of getMaxLoopDepth and computeSliceUnion, and the slice, computed from the affine.load of %a[%i] alone, has not yet written the element %a[%i + 1] the memref.load reads
// UPSTREAM: new
// FOUND-BY: tools/pass-matrix on conformance/affine_min_max/clamp_blur_memspace1_strided
// MATCH: {"class": "undefined-output", "defaults": {}, "features": ["op:affine.load", "op:affine.min", "op:affine.store", "op:affine.vector_load", "op:memref.load"], "kind": "silent", "options": {}, "pass": "affine-loop-fusion", "ub": "uninit"}
// After fusion iteration i stores %a[i] and then reads %a[min(i + 1, 3)]
// with memref.load before it is written (affine-interp: exit 3 [uninit] on
// the pass output).  With an affine.load %a[%i + 1] instead the pass computes
// the right slice.
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %a[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %j = affine.min affine_map<(d0) -> (d0 + 1, 3)>(%i)
    %x = memref.load %a[%j] : memref<4xf32>
    %y = affine.load %a[%i] : memref<4xf32>
    %s = arith.addf %x, %y : f32
    affine.store %s, %b[%i] : memref<4xf32>
  }
  %v = affine.vector_load %b[0] : memref<4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

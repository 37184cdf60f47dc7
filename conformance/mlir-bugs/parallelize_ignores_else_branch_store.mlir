// MLIR-BUG: undefined-output
// PASS: -affine-parallelize
// ROOT-CAUSE: getIndexSet: every enclosing affine.if's condition goes into an access's iteration domain (addAffineIfOpDomain), also when the access is in the if's else region where that condition is false, so checkMemrefAccessDependence finds no dependence from an else-region store to a later access of its element and affine-scalrep forwards an older store across it
// UPSTREAM: new
// FOUND-BY: issue 29's nested-band race check on affine-gen seed 90000621 under affine-parallelize (the inner loop of a 2-D nest became an inner affine.parallel band; affine-interp before it checked only the outermost band); reduced by hand
// MATCH: {"class": "undefined-output", "defaults": {}, "features": ["else", "op:affine.if", "op:affine.load", "op:affine.store"], "kind": "silent", "options": {}, "pass": "affine-parallelize", "ub": "race"}
// SAME-AS: scalrep_forwards_across_else_branch_store
// The same analysis gap met through affine-parallelize: with no
// dependence found between the load and the else-region store,
// isLoopMemoryParallel declares the loop parallel.
// Iteration j reads a[8 - j] and, in the else region of an affine.if
// that is true for no j (j >= 5 and j <= 0), writes a[j]: iteration 1
// reads a[7], which iteration 7 writes, so the loop carries a dependence
// and must stay sequential.  As an affine.for the program prints
// 16 14 12 10 8 20 24 28 32 (a[j] = 2 * a[8 - j], the reads of j >= 5
// seeing the values j < 4 doubled).  The pass makes it an affine.parallel: which iteration reads
// a[7] first is not defined (affine-interp: exit 3 [race] on the pass
// output); mlir-runner runs the band in order and prints the same, so only
// affine-interp sees it.
func.func @main() {
  %a = memref.alloc() : memref<9xf64>
  %c1 = arith.constant 1 : index
  affine.for %j = 0 to 9 {
    %x = arith.index_cast %j : index to i64
    %f = arith.sitofp %x : i64 to f64
    affine.store %f, %a[%j] : memref<9xf64>
  }
  affine.for %j = 0 to 9 {
    %v = affine.load %a[-%j + 8] : memref<9xf64>
    affine.if affine_set<(d0)[s0] : (d0 - 5 >= 0, s0 - d0 - 1 >= 0)>(%j)[%c1] {
      affine.store %v, %a[%j] : memref<9xf64>
    } else {
      %w = arith.addf %v, %v : f64
      affine.store %w, %a[%j] : memref<9xf64>
    }
  }
  affine.for %j = 0 to 9 {
    %v = affine.load %a[%j] : memref<9xf64>
    vector.print %v : f64
  }
  memref.dealloc %a : memref<9xf64>
  return
}

// MLIR-BUG: wrong-output
// PASS: -affine-scalrep
// ROOT-CAUSE: getIndexSet: every enclosing affine.if's condition goes into an access's iteration domain (addAffineIfOpDomain), also when the access is in the if's else region where that condition is false, so checkMemrefAccessDependence finds no dependence from an else-region store to a later access of its element and affine-scalrep forwards an older store across it
// UPSTREAM: new
// FOUND-BY: fuzz/campaign --depcheck seed 10 (tools/depcheck: -test-memref-dependence-check says "dependence from 3 to 4 at depth 1 = false" for an else-region store and a later load of the element it wrote); the scalrep reproducer is hand-written on the reduced case
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["else", "op:affine.if", "op:affine.load", "op:affine.store"], "kind": "silent", "options": {}, "pass": "affine-scalrep", "ub": null}
// a[2] is set to 7, then the loop stores 1 (then region, i >= 5) or 2 (else
// region, i < 5) to a[i], so a[2] becomes 2 and the program prints 2.  The
// pass forwards the 7 to the final load: the store of the else region at
// i = 2 is not seen as writing a[2] in between.  The program prints 7.
func.func @main() {
  %m = memref.alloc() : memref<10xf32>
  %x = arith.constant 7.0 : f32
  %c = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  affine.store %x, %m[2] : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      affine.store %c, %m[%i] : memref<10xf32>
    } else {
      affine.store %c2, %m[%i] : memref<10xf32>
    }
  }
  %v = affine.load %m[2] : memref<10xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<10xf32>
  return
}

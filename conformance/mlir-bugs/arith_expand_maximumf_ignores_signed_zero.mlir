// MLIR-BUG: wrong-output
// PASS: --pass-pipeline=builtin.module(func.func(arith-expand))
// ROOT-CAUSE: MaximumMinimumFOpConverter: it expands arith.maximumf and arith.minimumf into an unordered compare (ugt, ult) and a select plus a select for NaN, which takes -0.0 and +0.0 as equal and returns the second operand, where maximumf and minimumf order -0.0 below +0.0
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 61001031 (loop-invariant-code-motion, arith-expand), the first 7-minute campaign with the pass (issue 30): a printed memref showed -0 where +0 was due
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["invariant-load", "op:affine.load", "op:affine.store"], "kind": "silent", "options": {}, "pass": "arith-expand", "ub": null}
// maximumf(+0.0, -0.0) is +0.0 (the op documentation: -0.0 is less than
// +0.0; mlir-runner-22 prints 0).  After -arith-expand, `cmpf ugt, +0.0,
// -0.0` is false and the select takes -0.0: the pass output prints -0,
// under mlir-runner-22 and affine-interp alike.  minimumf(-0.0, +0.0)
// gives +0.0 the same way.  The values come from memory so that nothing
// folds them.
func.func @main() {
  %m = memref.alloc() : memref<2xf32>
  %p = arith.constant 0.0 : f32
  %n = arith.constant -0.0 : f32
  affine.store %p, %m[0] : memref<2xf32>
  affine.store %n, %m[1] : memref<2xf32>
  affine.for %i = 0 to 1 {
    %a = affine.load %m[0] : memref<2xf32>
    %b = affine.load %m[1] : memref<2xf32>
    %x = arith.maximumf %a, %b : f32
    vector.print %x : f32
  }
  memref.dealloc %m : memref<2xf32>
  return
}

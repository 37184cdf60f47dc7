// MLIR-BUG: undefined-output
// PASS: -affine-data-copy-generate=generate-dma=false fast-mem-space=0 fast-mem-capacity=1
// ROOT-CAUSE: affineDataCopyGenerate: a memref with only a write region gets a copy-out of the region's whole bounding box and no copy-in, as if every element of that may-write region were written, so elements the code does not write (a zero-trip loop, an affine.if, strided stores) are copied back uninitialized
// UPSTREAM: llvm/llvm-project#54994
// FOUND-BY: tools/pass-matrix on conformance/affine_for/zero_trip_symbolic_f64
// MATCH: {"class": "undefined-output", "defaults": {}, "features": ["op:affine.load", "op:affine.store", "symbolic-bound"], "kind": "silent", "options": {}, "pass": "affine-data-copy-generate", "ub": "uninit"}
// The store sits in a zero-trip loop, so the copy back writes an
// uninitialized element over %m[0], which is then printed (affine-interp:
// exit 3 [uninit] on the pass output; the original prints 7).  The same with
// generate-dma=true, and with a store under an affine.if (found on
// conformance/affine_yield/empty_yield_terminators).  Upstream #54994 is this
// root cause with strided stores as the trigger.
func.func @main() {
  %n = arith.constant 5 : index
  %m = memref.alloc() : memref<2xf64>
  %x = arith.constant 1.0 : f64
  %y = arith.constant 7.0 : f64
  affine.store %y, %m[0] : memref<2xf64>
  affine.store %y, %m[1] : memref<2xf64>
  affine.for %i = %n to 3 {
    affine.store %x, %m[0] : memref<2xf64>
  }
  %v = affine.load %m[0] : memref<2xf64>
  vector.print %v : f64
  memref.dealloc %m : memref<2xf64>
  return
}

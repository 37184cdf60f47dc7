// MLIR-BUG: wrong-output
// PASS: -affine-loop-invariant-code-motion
// ROOT-CAUSE: isOpLoopInvariant: it looks for writes that conflict with an affine.load only among the users of the load's own memref SSA value (memref.getUsers(), "FIXME: This is missing checking aliases"), so a store through %v, a memref.reinterpret_cast of %a, does not keep affine.load %a[0] in the loop and it is hoisted above the stores that change a[0]
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 102578, --pass-pipeline=builtin.module(func.func(canonicalize{top-down=false region-simplify=normal},affine-scalrep,affine-raise-from-memref,affine-loop-invariant-code-motion)) (a load of %alloc_0[%i] hoisted out of a loop storing through a reinterpret_cast of %alloc_0)
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["invariant-load", "op:affine.load", "op:affine.store", "op:memref.reinterpret_cast"], "kind": "silent", "options": {}, "pass": "affine-loop-invariant-code-motion", "ub": null}
// LIMITATION: AffineLoopInvariantCodeMotion.cpp documents it: the pass comment says its affine read/write handling "requires aliasing to be sound, and as such this pass is unsound", and isOpLoopInvariant has "FIXME: This is missing checking aliases."
// Iteration j stores a[0] + 1 into v[j], i.e. a[j]: iteration 0 sets a[0]
// to 1, so iteration 1 reads 1 and stores 2.  The program prints 1 and 2.
// The pass hoists the load of a[0] (and the addi) out of the loop, so both
// iterations store 0 + 1 and the program prints 1 and 1.
func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %a = memref.alloc() : memref<2xi64>
  affine.store %c0, %a[0] : memref<2xi64>
  affine.store %c0, %a[1] : memref<2xi64>
  %v = memref.reinterpret_cast %a to offset: [0], sizes: [2], strides: [1] : memref<2xi64> to memref<2xi64, strided<[1]>>
  affine.for %j = 0 to 2 {
    %x = affine.load %a[0] : memref<2xi64>
    %y = arith.addi %x, %c1 : i64
    affine.store %y, %v[%j] : memref<2xi64, strided<[1]>>
  }
  %x0 = affine.load %a[0] : memref<2xi64>
  %x1 = affine.load %a[1] : memref<2xi64>
  vector.print %x0 : i64
  vector.print %x1 : i64
  memref.dealloc %a : memref<2xi64>
  return
}

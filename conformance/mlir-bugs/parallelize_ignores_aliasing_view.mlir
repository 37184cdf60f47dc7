// MLIR-BUG: undefined-output
// PASS: -affine-parallelize
// ROOT-CAUSE: checkMemrefAccessDependence: it returns NoDependence as soon as the two accesses name different memref SSA values (srcAccess.memref != dstAccess.memref), so isLoopMemoryParallel sees no dependence between a load of %a and a store through %v, a memref.reinterpret_cast of %a, and affineParallelize turns a loop carrying a[i + 1] = a[i] + 1 into an affine.parallel
// UPSTREAM: llvm/llvm-project#197081
// FOUND-BY: fuzz/campaign seeds 100614 (--pass-pipeline=builtin.module(func.func(affine-parallelize{max-nested=2 parallel-reductions=true})), a memref.reinterpret_cast) and 102182 (test-affine-loop-unswitch,affine-parallelize{parallel-reductions=true}, a memref.subview)
// MATCH: {"class": "undefined-output", "defaults": {}, "features": ["op:affine.load", "op:affine.store", "op:memref.reinterpret_cast"], "kind": "silent", "options": {}, "pass": "affine-parallelize", "ub": "race"}
// Iteration i reads a[i], which iteration i - 1 wrote through %v (v[i - 1]
// is a[i]).  As an affine.for the loop prints 7; as an affine.parallel its
// iterations race on every element (affine-interp: exit 3 [race] on the
// pass output).  mlir-runner lowers the affine.parallel to a sequential
// scf.parallel loop and still prints 7, so only affine-interp sees it.
func.func @main() {
  %a = memref.alloca() : memref<8xf32>
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %zero, %a[%i] : memref<8xf32>
  }
  %v = memref.reinterpret_cast %a to offset: [1], sizes: [7], strides: [1] : memref<8xf32> to memref<7xf32, strided<[1], offset: 1>>
  affine.for %i = 0 to 7 {
    %x = affine.load %a[%i] : memref<8xf32>
    %y = arith.addf %x, %one : f32
    affine.store %y, %v[%i] : memref<7xf32, strided<[1], offset: 1>>
  }
  %r = affine.load %a[7] : memref<8xf32>
  vector.print %r : f32
  return
}

// MLIR-BUG: undefined-output
// PASS: -affine-data-copy-generate=generate-dma=false fast-mem-space=0 fast-mem-capacity=1
// ROOT-CAUSE: AffineDataCopyGeneration::runOnBlock: its last copy range runs up to the block terminator, past the memref.dealloc of a memref it copies, and generateCopy puts the write region's copy-out at the end of that range, after the dealloc
// UPSTREAM: new
// FOUND-BY: tools/pass-matrix on conformance/func/runner_print_functions
// MATCH: {"class": "undefined-output", "defaults": {}, "features": ["op:affine.load", "op:affine.store"], "kind": "silent", "options": {}, "pass": "affine-data-copy-generate", "ub": "lifetime"}
// The copy-out of %m's write region lands after `memref.dealloc %m`: it
// writes freed memory (affine-interp: exit 3 [lifetime] on the pass output).
// Mirror image of llvm/llvm-project#216630 (a copy-in placed before the
// definition of its memref): nothing checks the range against the memref's
// lifetime.
func.func @main() {
  %m = memref.alloc() : memref<2xf32>
  %c = arith.constant 1.5 : f32
  affine.store %c, %m[0] : memref<2xf32>
  affine.store %c, %m[1] : memref<2xf32>
  %v = affine.load %m[1] : memref<2xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<2xf32>
  return
}

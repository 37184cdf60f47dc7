// MLIR-BUG: undefined-output
// PASS: -affine-data-copy-generate=generate-dma=false fast-mem-space=0 fast-mem-capacity=1
// -affine-data-copy-generate puts the copy back of a top-level block's
// write region at the end of the block, after the memref.dealloc of the
// original memref: the copy back writes freed memory (affine-interp: exit 3
// [lifetime] on the pass output).
// Found by tools/pass-matrix on conformance/func/runner_print_functions.
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

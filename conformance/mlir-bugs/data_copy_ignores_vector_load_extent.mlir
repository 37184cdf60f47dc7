// MLIR-BUG: undefined-output
// PASS: -affine-data-copy-generate=generate-dma=false fast-mem-space=0 fast-mem-capacity=1
// -affine-data-copy-generate sizes the fast buffer from the two scalar
// stores (elements 6 and 7) and rewrites the affine.vector_load of elements
// 4 to 7 into that 2-element buffer at subscript -2: its region ignores the
// vector's extent (affine-interp: exit 3 [bounds] on the pass output).
// Found by tools/pass-matrix on conformance/affine_memory/iter_args_load_running_min_f32.
func.func @main() {
  %m = memref.alloc() : memref<8xf32>
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
  memref.dealloc %m : memref<8xf32>
  return
}

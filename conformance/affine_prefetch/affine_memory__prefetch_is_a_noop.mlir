// Derived by tools/gen-derived-conformance from conformance/affine_memory/prefetch_is_a_noop.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// conformance/affine_memory/prefetch_is_a_noop: written by tools/gen-engine-programs.py
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 2.5 : f32
  affine.for %i = 0 to 4 {
    affine.prefetch %m[%i + 1], read, locality<3>, data : memref<4xf32>
    affine.store %c, %m[%i] : memref<4xf32>
  }
  affine.prefetch %m[3], read, locality<0>, data : memref<4xf32>
  %v = affine.load %m[3] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<4xf32>
  return
}

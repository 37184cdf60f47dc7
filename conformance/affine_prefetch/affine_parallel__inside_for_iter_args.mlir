// Derived by tools/gen-derived-conformance from conformance/affine_parallel/inside_for_iter_args.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.parallel nested in an affine.for with iter_args: each outer
// iteration's "addf" reduction result is accumulated by the outer loop and
// its bounds depend on the outer IV (min(%t + 2, 6)).
func.func @main() {
  %m = memref.alloc() : memref<6xf32>
  affine.for %i = 0 to 6 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %m[%i] : memref<6xf32>
  }
  %z = arith.constant 0.0 : f32
  %r = affine.for %t = 0 to 6 step 2 iter_args(%acc = %z) -> (f32) {
    %p = affine.parallel (%i) = (%t) to (min(%t + 3, 6)) reduce ("addf") -> (f32) {
      affine.prefetch %m[%i], read, locality<0>, data : memref<6xf32>
      %v = affine.load %m[%i] : memref<6xf32>
      affine.yield %v : f32
    }
    vector.print %p : f32
    %n = arith.addf %acc, %p : f32
    affine.yield %n : f32
  }
  vector.print %r : f32
  memref.dealloc %m : memref<6xf32>
  return
}

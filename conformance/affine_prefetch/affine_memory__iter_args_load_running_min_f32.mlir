// Derived by tools/gen-derived-conformance from conformance/affine_memory/iter_args_load_running_min_f32.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.load feeding two f32 iter_args (running minimum with
// arith.minimumf and running sum); the loop results are stored back with
// affine.store at a symbolic subscript.
func.func @main() {
  %n = arith.constant 7 : index
  %m = memref.alloc() : memref<9xf32>
  affine.for %i = 0 to 9 {
    %v = affine.apply affine_map<(d0) -> ((d0 * 5) mod 9)>(%i)
    %ii = arith.index_cast %v : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %c = arith.constant 2.5 : f32
    %g = arith.subf %f, %c : f32
    affine.store %g, %m[%i] : memref<9xf32>
  }
  %inf = arith.constant 0x7F800000 : f32
  %z = arith.constant 0.0 : f32
  %r:2 = affine.for %i = 0 to %n iter_args(%mn = %inf, %s = %z) -> (f32, f32) {
    affine.prefetch %m[%i], read, locality<0>, data : memref<9xf32>
    %v = affine.load %m[%i] : memref<9xf32>
    %a = arith.minimumf %mn, %v : f32
    %b = arith.addf %s, %v : f32
    affine.yield %a, %b : f32, f32
  }
  vector.print %r#0 : f32
  vector.print %r#1 : f32
  affine.store %r#0, %m[symbol(%n)] : memref<9xf32>
  affine.store %r#1, %m[symbol(%n) + 1] : memref<9xf32>
  %t = affine.vector_load %m[5] : memref<9xf32>, vector<4xf32>
  vector.print %t : vector<4xf32>
  memref.dealloc %m : memref<9xf32>
  return
}

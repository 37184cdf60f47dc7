// Derived by tools/gen-derived-conformance from conformance/affine_for/memspace1_f32_steps.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.for over a memref in memory space 1 (memref<8xf32, 1>, alloca):
// stores with a constant-bound loop, a step-2 loop carrying an f32 sum, and
// an affine.vector_load of the second half.
func.func @main() {
  %m = memref.alloca() : memref<8xf32, 1>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %c = arith.constant 0.25 : f32
    %g = arith.mulf %f, %c : f32
    affine.store %g, %m[%i] : memref<8xf32, 1>
  }
  %zero = arith.constant 0.0 : f32
  %s = affine.for %i = 1 to 8 step 2 iter_args(%acc = %zero) -> (f32) {
    affine.prefetch %m[%i], read, locality<0>, data : memref<8xf32, 1>
    %v = affine.load %m[%i] : memref<8xf32, 1>
    %w = arith.addf %acc, %v : f32
    affine.store %w, %m[%i - 1] : memref<8xf32, 1>
    affine.yield %w : f32
  }
  vector.print %s : f32
  %lo = affine.vector_load %m[0] : memref<8xf32, 1>, vector<4xf32>
  %hi = affine.vector_load %m[4] : memref<8xf32, 1>, vector<4xf32>
  vector.print %lo : vector<4xf32>
  vector.print %hi : vector<4xf32>
  return
}

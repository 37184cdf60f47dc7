// affine.yield of vector values: a vector<4xi32> iter_arg accumulating
// affine.vector_load results next to a scalar f32 iter_arg; the loop steps
// by 4 with a symbolic upper bound.
func.func @main() {
  %n = arith.constant 16 : index
  %m = memref.alloc() : memref<16xi32>
  affine.for %i = 0 to 16 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %m[%i] : memref<16xi32>
  }
  %v0 = arith.constant dense<[100, 200, 300, 400]> : vector<4xi32>
  %f0 = arith.constant 0.0 : f32
  %r:2 = affine.for %i = 0 to %n step 4 iter_args(%v = %v0, %f = %f0) -> (vector<4xi32>, f32) {
    %x = affine.vector_load %m[%i] : memref<16xi32>, vector<4xi32>
    %w = arith.addi %v, %x : vector<4xi32>
    %one = arith.constant 0.5 : f32
    %g = arith.addf %f, %one : f32
    affine.yield %w, %g : vector<4xi32>, f32
  }
  vector.print %r#0 : vector<4xi32>
  vector.print %r#1 : f32
  memref.dealloc %m : memref<16xi32>
  return
}

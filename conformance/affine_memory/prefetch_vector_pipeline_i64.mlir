// affine.prefetch of the next tile before affine.vector_load of the current
// one (a software-pipelining idiom) on an i64 buffer with step 4; the last
// prefetch points past the end and is a no-op.
func.func @main() {
  %m = memref.alloc() : memref<16xi64>
  affine.for %i = 0 to 16 {
    %v = arith.index_cast %i : index to i64
    %w = arith.muli %v, %v : i64
    affine.store %w, %m[%i] : memref<16xi64>
  }
  %init = arith.constant dense<0> : vector<4xi64>
  %acc = affine.for %i = 0 to 16 step 4 iter_args(%a = %init) -> (vector<4xi64>) {
    affine.prefetch %m[%i + 4], read, locality<3>, data : memref<16xi64>
    %v = affine.vector_load %m[%i] : memref<16xi64>, vector<4xi64>
    %t = arith.addi %a, %v : vector<4xi64>
    affine.yield %t : vector<4xi64>
  }
  vector.print %acc : vector<4xi64>
  memref.dealloc %m : memref<16xi64>
  return
}

// A zero-trip affine.for containing affine.vector_load/vector_store
// returns its vector iter_args init unchanged and writes nothing; the same
// body with a non-empty symbolic range accumulates.
func.func @main() {
  %zero = arith.constant 0 : index
  %n = arith.constant 3 : index
  %m = memref.alloc() : memref<12xf32>
  affine.for %i = 0 to 12 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %m[%i] : memref<12xf32>
  }
  %init = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %r0 = affine.for %i = 0 to %zero iter_args(%acc = %init) -> (vector<4xf32>) {
    %v = affine.vector_load %m[%i * 4] : memref<12xf32>, vector<4xf32>
    %t = arith.addf %acc, %v : vector<4xf32>
    affine.vector_store %t, %m[%i * 4] : memref<12xf32>, vector<4xf32>
    affine.yield %t : vector<4xf32>
  }
  vector.print %r0 : vector<4xf32>
  %r1 = affine.for %i = 0 to %n iter_args(%acc = %init) -> (vector<4xf32>) {
    %v = affine.vector_load %m[%i * 4] : memref<12xf32>, vector<4xf32>
    %t = arith.addf %acc, %v : vector<4xf32>
    affine.yield %t : vector<4xf32>
  }
  vector.print %r1 : vector<4xf32>
  %all = affine.vector_load %m[0] : memref<12xf32>, vector<12xf32>
  vector.print %all : vector<12xf32>
  memref.dealloc %m : memref<12xf32>
  return
}

// Overlapping affine.vector_store operations in program order: each later
// store overwrites the lanes it shares with earlier ones, and a step-1 loop
// of overlapping stores leaves each element from the last iteration touching it.
func.func @main() {
  %m = memref.alloc() : memref<10xf32>
  %z = arith.constant dense<0.0> : vector<10xf32>
  affine.vector_store %z, %m[0] : memref<10xf32>, vector<10xf32>
  affine.for %i = 0 to 7 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = vector.broadcast %f : f32 to vector<4xf32>
    affine.vector_store %v, %m[%i] : memref<10xf32>, vector<4xf32>
  }
  %a = affine.vector_load %m[0] : memref<10xf32>, vector<10xf32>
  vector.print %a : vector<10xf32>
  %c = arith.constant dense<[9.0, 8.0]> : vector<2xf32>
  affine.vector_store %c, %m[8] : memref<10xf32>, vector<2xf32>
  affine.vector_store %c, %m[3] : memref<10xf32>, vector<2xf32>
  %b = affine.vector_load %m[0] : memref<10xf32>, vector<10xf32>
  vector.print %b : vector<10xf32>
  memref.dealloc %m : memref<10xf32>
  return
}

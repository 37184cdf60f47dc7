// conformance/affine_memory/vector_load_store: written by tools/gen-engine-programs.py
func.func @main() {
  %m = memref.alloc() : memref<2x8xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 8 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %k = arith.muli %ii, %jj : i32
      %f = arith.sitofp %k : i32 to f32
      affine.store %f, %m[%i, %j] : memref<2x8xf32>
    }
  }
  %v = affine.vector_load %m[1, 2] : memref<2x8xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %w = arith.addf %v, %v : vector<4xf32>
  affine.vector_store %w, %m[0, 4] : memref<2x8xf32>, vector<4xf32>
  %x = affine.vector_load %m[0, 3] : memref<2x8xf32>, vector<5xf32>
  vector.print %x : vector<5xf32>
  memref.dealloc %m : memref<2x8xf32>
  return
}

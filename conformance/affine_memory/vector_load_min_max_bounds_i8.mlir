// affine.vector_load/affine.vector_store of vector<4xi8> in loops with
// step 4 and min/max bounds: the last tile is clipped by min so no vector
// access crosses the end; i8 lanes wrap.
func.func @main() {
  %n = arith.constant 14 : index
  %m = memref.alloc() : memref<16xi8>
  affine.for %i = 0 to 16 {
    %v = arith.index_cast %i : index to i8
    %c = arith.constant 30 : i8
    %w = arith.muli %v, %c : i8
    affine.store %w, %m[%i] : memref<16xi8>
  }
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  affine.for %i = max affine_map<()[s0] -> (s0 - 12, 0)>()[%n] to min affine_map<()[s0] -> (s0 - 3, 16)>()[%n] step 4 {
    %v = affine.vector_load %m[%i] : memref<16xi8>, vector<4xi8>
    %w = arith.addi %v, %d : vector<4xi8>
    affine.vector_store %w, %m[%i] : memref<16xi8>, vector<4xi8>
  }
  affine.for %i = 0 to 16 step 4 {
    %v = affine.vector_load %m[%i] : memref<16xi8>, vector<4xi8>
    vector.print %v : vector<4xi8>
  }
  memref.dealloc %m : memref<16xi8>
  return
}

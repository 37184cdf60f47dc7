// affine.vector_load/affine.vector_store of vector<4xindex> on a memref of
// index, and affine.prefetch on an i8 memref in memory space 3 next to
// vector accesses of it, inside a step-4 loop with a constant bound.
func.func @main() {
  %m = memref.alloc() : memref<8xindex>
  %b = memref.alloca() : memref<8xi8, 3>
  affine.for %i = 0 to 8 {
    %v = affine.apply affine_map<(d0) -> (d0 * 7 + 3)>(%i)
    affine.store %v, %m[%i] : memref<8xindex>
    %x = arith.index_cast %v : index to i8
    affine.store %x, %b[%i] : memref<8xi8, 3>
  }
  affine.for %i = 0 to 8 step 4 {
    affine.prefetch %b[%i + 4], read, locality<3>, data : memref<8xi8, 3>
    affine.prefetch %m[%i + 6], write, locality<2>, data : memref<8xindex>
    %v = affine.vector_load %m[%i] : memref<8xindex>, vector<4xindex>
    %k = arith.constant dense<2> : vector<4xindex>
    %w = arith.muli %v, %k : vector<4xindex>
    affine.vector_store %w, %m[%i] : memref<8xindex>, vector<4xindex>
    %c = arith.index_cast %w : vector<4xindex> to vector<4xi8>
    %y = affine.vector_load %b[%i] : memref<8xi8, 3>, vector<4xi8>
    %z = arith.subi %y, %c : vector<4xi8>
    affine.vector_store %z, %b[%i] : memref<8xi8, 3>, vector<4xi8>
  }
  %all = affine.vector_load %m[0] : memref<8xindex>, vector<8xindex>
  vector.print %all : vector<8xindex>
  %bb = affine.vector_load %b[0] : memref<8xi8, 3>, vector<8xi8>
  vector.print %bb : vector<8xi8>
  memref.dealloc %m : memref<8xindex>
  return
}

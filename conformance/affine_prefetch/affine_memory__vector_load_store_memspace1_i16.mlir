// Derived by tools/gen-derived-conformance from conformance/affine_memory/vector_load_store_memspace1_i16.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.vector_load/affine.vector_store of vector<4xi16> on memref<8xi16, 1>
// (memory space 1, alloca), with an unaligned vector_load at offset 3 and
// i16 arithmetic that wraps (no overflow flags).
func.func @main() {
  %m = memref.alloca() : memref<8xi16, 1>
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i16
    %c = arith.constant 9000 : i16
    %w = arith.muli %v, %c : i16
    affine.store %w, %m[%i] : memref<8xi16, 1>
  }
  %a = affine.vector_load %m[3] : memref<8xi16, 1>, vector<4xi16>
  vector.print %a : vector<4xi16>
  %b = affine.vector_load %m[0] : memref<8xi16, 1>, vector<4xi16>
  %s = arith.addi %a, %b : vector<4xi16>
  affine.vector_store %s, %m[4] : memref<8xi16, 1>, vector<4xi16>
  %all = affine.vector_load %m[0] : memref<8xi16, 1>, vector<8xi16>
  vector.print %all : vector<8xi16>
  affine.prefetch %m[6], read, locality<0>, data : memref<8xi16, 1>
  %one = affine.load %m[6] : memref<8xi16, 1>
  vector.print %one : i16
  return
}

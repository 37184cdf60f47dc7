// affine.parallel over memrefs in memory spaces 1 and 3 (alloca): each
// iteration stores its own i32 element into space 1 and reads a space-3
// element; an "addi" reduction sums the reads.
func.func @main() {
  %src = memref.alloca() : memref<8xi32, 3>
  %dst = memref.alloca() : memref<8xi32, 1>
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i32
    %w = arith.muli %v, %v : i32
    affine.store %w, %src[%i] : memref<8xi32, 3>
    %z = arith.constant 0 : i32
    affine.store %z, %dst[%i] : memref<8xi32, 1>
  }
  %s = affine.parallel (%i) = (1) to (8) step (2) reduce ("addi") -> (i32) {
    %v = affine.load %src[%i - 1] : memref<8xi32, 3>
    %c = arith.constant 3 : i32
    %w = arith.addi %v, %c : i32
    affine.store %w, %dst[%i] : memref<8xi32, 1>
    affine.yield %v : i32
  }
  vector.print %s : i32
  %all = affine.vector_load %dst[0] : memref<8xi32, 1>, vector<8xi32>
  vector.print %all : vector<8xi32>
  return
}

// affine.load/affine.store of i8 elements: arith.addi without overflow flags
// wraps modulo 2^8, and the stored bytes read back as signed i8 values.
func.func @main() {
  %m = memref.alloc() : memref<8xi8>
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i8
    %c = arith.constant 40 : i8
    %w = arith.muli %v, %c : i8
    affine.store %w, %m[%i] : memref<8xi8>
  }
  affine.for %i = 1 to 8 step 2 {
    %a = affine.load %m[%i] : memref<8xi8>
    %b = affine.load %m[%i - 1] : memref<8xi8>
    %s = arith.addi %a, %b : i8
    affine.store %s, %m[%i] : memref<8xi8>
  }
  affine.for %i = 0 to 8 {
    %a = affine.load %m[%i] : memref<8xi8>
    vector.print %a : i8
  }
  memref.dealloc %m : memref<8xi8>
  return
}

// affine.max clamps a gather index (3 * i - 4, at least 0; arith.minsi caps
// it at 9, as an affine.max result is no valid dim for another affine op) over
// an i8 memref read with memref.load; the values are summed with wrapping addi.
func.func @main() {
  %m = memref.alloc() : memref<10xi8>
  affine.for %i = 0 to 10 {
    %v = arith.index_cast %i : index to i8
    %k = arith.constant 29 : i8
    %w = arith.muli %v, %k : i8
    affine.store %w, %m[%i] : memref<10xi8>
  }
  %z = arith.constant 0 : i8
  %s = affine.for %i = 0 to 6 iter_args(%acc = %z) -> (i8) {
    %a = affine.max affine_map<(d0) -> (d0 * 3 - 4, 0)>(%i)
    %c9 = arith.constant 9 : index
    %b = arith.minsi %a, %c9 : index
    vector.print %b : index
    %v = memref.load %m[%b] : memref<10xi8>
    %t = arith.addi %acc, %v : i8
    affine.yield %t : i8
  }
  vector.print %s : i8
  memref.dealloc %m : memref<10xi8>
  return
}

// A memref of index: affine.store/affine.load of index values, and a value
// loaded at function top level (hence a valid symbol) used as a loop bound
// and as a symbol in later subscripts.
func.func @main() {
  %m = memref.alloc() : memref<8xindex>
  affine.for %i = 0 to 8 {
    %v = affine.apply affine_map<(d0) -> ((d0 * 3) mod 8)>(%i)
    affine.store %v, %m[%i] : memref<8xindex>
  }
  %c2 = arith.constant 2 : index
  %n = memref.load %m[%c2] : memref<8xindex>
  vector.print %n : index
  %zero = arith.constant 0 : index
  %s = affine.for %i = 0 to %n iter_args(%acc = %zero) -> (index) {
    %v = affine.load %m[%i + symbol(%n) - 6] : memref<8xindex>
    %t = arith.addi %acc, %v : index
    affine.yield %t : index
  }
  vector.print %s : index
  %last = affine.load %m[symbol(%n) + 1] : memref<8xindex>
  vector.print %last : index
  memref.dealloc %m : memref<8xindex>
  return
}

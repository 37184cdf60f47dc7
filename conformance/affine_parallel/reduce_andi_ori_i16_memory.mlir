// "andi" and "ori" reductions over i16 values loaded with affine.load in
// a parallel loop with step 2 and a symbolic upper bound.
func.func @main() {
  %n = arith.constant 7 : index
  %m = memref.alloc() : memref<8xi16>
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i16
    %c = arith.constant 4369 : i16
    %w = arith.muli %v, %c : i16
    %k = arith.constant -4 : i16
    %x = arith.xori %w, %k : i16
    affine.store %x, %m[%i] : memref<8xi16>
  }
  %r:2 = affine.parallel (%i) = (0) to (symbol(%n)) step (2) reduce ("andi", "ori") -> (i16, i16) {
    %v = affine.load %m[%i] : memref<8xi16>
    affine.yield %v, %v : i16, i16
  }
  vector.print %r#0 : i16
  vector.print %r#1 : i16
  memref.dealloc %m : memref<8xi16>
  return
}

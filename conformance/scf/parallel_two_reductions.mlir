// scf.parallel with two scf.reduce operands (an i32 sum and a signed max) over
// a 2-D range read from memory; a 0-trip parallel returns the inits unchanged.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<3x4xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %k = arith.constant 5 : i32
      %v = arith.subi %p, %k : i32
      memref.store %v, %m[%i, %j] : memref<3x4xi32>
    }
  }
  %z = arith.constant 0 : i32
  %mn = arith.constant -2147483648 : i32
  %res:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) init (%z, %mn) -> (i32, i32) {
    %v = memref.load %m[%i, %j] : memref<3x4xi32>
    scf.reduce(%v, %v : i32, i32) {
    ^bb0(%l: i32, %r: i32):
      %s = arith.addi %l, %r : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%l: i32, %r: i32):
      %s = arith.maxsi %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  vector.print %res#0 : i32
  vector.print %res#1 : i32
  %e:2 = scf.parallel (%i) = (%c3) to (%c3) step (%c1) init (%z, %mn) -> (i32, i32) {
    %v = arith.constant 1 : i32
    scf.reduce(%v, %v : i32, i32) {
    ^bb0(%l: i32, %r: i32):
      %s = arith.addi %l, %r : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%l: i32, %r: i32):
      %s = arith.maxsi %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  vector.print %e#0 : i32
  vector.print %e#1 : i32
  memref.dealloc %m : memref<3x4xi32>
  return
}

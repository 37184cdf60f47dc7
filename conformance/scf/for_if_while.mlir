// conformance/scf/for_if_while: written by tools/gen-engine-programs.py
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %c2i = arith.constant 2 : i32
    %odd = arith.remsi %ii, %c2i : i32
    %c = arith.cmpi eq, %odd, %z : i32
    %v = scf.if %c -> (i32) {
      %t = arith.addi %acc, %ii : i32
      scf.yield %t : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %v : i32
  }
  vector.print %r : i32
  %lim = arith.constant 100 : i32
  %one = arith.constant 1 : i32
  %w = scf.while (%x = %one) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %d = arith.addi %y, %y : i32
    scf.yield %d : i32
  }
  vector.print %w : i32
  %lo = arith.constant -3 : i32
  %hi = arith.constant 2 : i32
  scf.for %i = %lo to %hi step %one : i32 {
    vector.print %i : i32
  }
  return
}

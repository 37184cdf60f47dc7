// scf.for with lb == ub or lb > ub runs zero times and returns its inits; a
// step that does not divide the range stops before ub; negative i64 bounds.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %init = arith.constant 42 : i32
  %a = scf.for %i = %c7 to %c7 step %c3 iter_args(%x = %init) -> (i32) {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  vector.print %a : i32
  %b = scf.for %i = %c10 to %c3 step %c3 iter_args(%x = %init) -> (i32) {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  vector.print %b : i32
  scf.for %i = %c0 to %c10 step %c3 {
    vector.print %i : index
  }
  %lo = arith.constant -10 : i64
  %hi = arith.constant -1 : i64
  %st = arith.constant 4 : i64
  %z64 = arith.constant 0 : i64
  %s = scf.for %i = %lo to %hi step %st iter_args(%acc = %z64) -> (i64) : i64 {
    vector.print %i : i64
    %n = arith.addi %acc, %i : i64
    scf.yield %n : i64
  }
  vector.print %s : i64
  %big = arith.constant 100 : index
  %c = scf.for %i = %c0 to %c3 step %big iter_args(%x = %c7) -> (index) {
    %n = arith.addi %x, %i : index
    %m = arith.addi %n, %c10 : index
    scf.yield %m : index
  }
  vector.print %c : index
  return
}

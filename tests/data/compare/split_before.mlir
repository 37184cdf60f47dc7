// Three chunk pairs for tests/test_compare.py: AFTER is rejected in the
// first, prints something else in the second, and BEFORE has undefined
// behaviour in the third.
func.func @main() {
  %c = arith.constant 1 : i32
  vector.print %c : i32
  return
}

// -----

func.func @main() {
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  vector.print %v : vector<2xi32>
  return
}

// -----

func.func @main() {
  %m = memref.alloc() : memref<2xi32>
  %i = arith.constant 2 : index
  %x = memref.load %m[%i] : memref<2xi32>
  vector.print %x : i32
  memref.dealloc %m : memref<2xi32>
  return
}

// UB: exit=3 at=14:8 family=poison
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  %x = arith.constant 8 : i64
  %k = arith.constant 64 : i64
  // expected-note @+1 {{the poison was made here by 'arith.shrsi': shift amount 64 is not less than the bit width 64}}
  %y = arith.shrsi %x, %k : i64
  %j = arith.index_cast %y : i64 to index
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is used as an index}}
  %v = memref.load %m[%j] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<4xf32>
  return
}

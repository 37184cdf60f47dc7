// UB: exit=3 at=9:3 family=bounds
func.func @main() {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc() : memref<5xi32>
  %c = arith.constant 7 : i32
  %n = arith.constant 5 : index
  // expected-error @below {{undefined behaviour [bounds]: out-of-bounds access: index 5 of dimension 0 is outside [0, 5)}}
  // expected-note @below {{indices [5], memref sizes [5]}}
  memref.store %c, %a[%n] : memref<5xi32>
  memref.dealloc %a : memref<5xi32>
  return
}

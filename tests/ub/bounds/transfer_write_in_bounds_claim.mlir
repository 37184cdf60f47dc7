// UB: exit=3 at=9:3 family=bounds
func.func @main() {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc() : memref<10xf32>
  %c = arith.constant dense<1.0> : vector<4xf32>
  %i = arith.constant 8 : index
  // expected-error @below {{undefined behaviour [bounds]: out-of-bounds access: index 10 of dimension 0 is outside [0, 10)}}
  // expected-note @below {{indices [10], memref sizes [10]}}
  vector.transfer_write %c, %a[%i] {in_bounds = [true]} : vector<4xf32>, memref<10xf32>
  memref.dealloc %a : memref<10xf32>
  return
}

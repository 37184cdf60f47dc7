// UB: exit=3 at=10:8 family=immediate
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %n = arith.constant 9223372036854775807 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: result #0 of the affine map is 9223372036854775808, outside the 64 bits of index (s0 = 9223372036854775807)}}
  %v = affine.load %a[symbol(%n) + 1] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<4xf32>
  return
}

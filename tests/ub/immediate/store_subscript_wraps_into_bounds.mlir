// UB: exit=3 at=8:3 family=immediate
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %n = arith.constant -9223372036854775807 : index
  %m = arith.constant 0 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: result #0 of the affine map is -18446744073709551614, outside the 64 bits of index (s0 = -9223372036854775807, s1 = 0)}}
  affine.store %c, %a[symbol(%n) * 2 + symbol(%m)] : memref<4xf32>
  %v = affine.load %a[2] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<4xf32>
  return
}

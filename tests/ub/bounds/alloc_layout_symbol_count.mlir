// UB: exit=2 at=6:8 family=bounds
#tmap = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
func.func @main() {
  %n = arith.constant 4 : index
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %a = memref.alloc() : memref<4x4xf32, #tmap>
  memref.dealloc %a : memref<4x4xf32, #tmap>
  return
}

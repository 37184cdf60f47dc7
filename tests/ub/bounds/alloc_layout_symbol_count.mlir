// UB: exit=2 at=5:8 family=bounds
#tmap = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
func.func @main() {
  %n = arith.constant 4 : index
  %a = memref.alloc() : memref<4x4xf32, #tmap>
  memref.dealloc %a : memref<4x4xf32, #tmap>
  return
}

// UB: exit=3 at=5:8 family=bounds
#l = affine_map<(d0, d1)[s0] -> (d0, d1 - s0)>
func.func @main() {
  %s = arith.constant 1 : index
  %a = memref.alloc()[%s] : memref<2x2xf32, #l>
  memref.dealloc %a : memref<2x2xf32, #l>
  return
}

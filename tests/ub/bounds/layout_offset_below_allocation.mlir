// UB: exit=3 at=8:3 family=bounds
#l = affine_map<(d0)[s0] -> (d0 - s0)>
func.func @main() {
  %s = arith.constant 2 : index
  %i = arith.constant 1 : index
  %c = arith.constant 1.0 : f32
  %a = memref.alloc()[%s] : memref<4xf32, #l>
  memref.store %c, %a[%i] : memref<4xf32, #l>
  memref.dealloc %a : memref<4xf32, #l>
  return
}

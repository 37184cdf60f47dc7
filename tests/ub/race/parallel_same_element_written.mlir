// UB: exit=3 at=6:5 family=race
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %c = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (8) {
    affine.store %c, %a[0] : memref<8xf32>
  }
  memref.dealloc %a : memref<8xf32>
  return
}

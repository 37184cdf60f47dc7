// UB: exit=3 at=9:8 family=immediate
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %n = arith.constant 9223372036854775807 : index
  %v = affine.load %a[symbol(%n) + 1] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<4xf32>
  return
}

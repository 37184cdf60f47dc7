// UB: exit=3 at=11:5 family=race
func.func @main() {
  %a = memref.alloc() : memref<9xf32>
  %b = memref.alloc() : memref<9xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 9 {
    affine.store %c, %a[%i] : memref<9xf32>
  }
  affine.parallel (%i) = (0) to (8) {
    %v = affine.load %a[%i + 1] : memref<9xf32>
    affine.store %v, %a[%i] : memref<9xf32>
  }
  memref.dealloc %a : memref<9xf32>
  memref.dealloc %b : memref<9xf32>
  return
}

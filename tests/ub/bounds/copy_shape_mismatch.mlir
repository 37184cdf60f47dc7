// UB: exit=3 at=12:3 family=bounds
func.func @main() {
  %n = arith.constant 5 : index
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %b = memref.alloc(%n) : memref<?xf32>
  %d = memref.cast %a : memref<4xf32> to memref<?xf32>
  // expected-error @+1 {{undefined behaviour [bounds]: 'memref.copy' between memrefs of different shapes (dimension 0: 4 and 5)}}
  memref.copy %d, %b : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<?xf32>
  return
}

// UB: exit=2 at=11:10 family=dims
func.func @main() {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %k = arith.muli %i, %i : index
    // expected-error @+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%k] : memref<10xf32>
  }
  memref.dealloc %m : memref<10xf32>
  return
}

// UB: exit=3 at=10:3 family=lifetime
func.func @leak() -> memref<4xf32> {
  %a = memref.alloca() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @main() {
  %a = call @leak() : () -> memref<4xf32>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %c, %a[%c0] : memref<4xf32>
  
  return
}

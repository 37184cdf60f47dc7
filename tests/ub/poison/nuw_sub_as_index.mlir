// UB: exit=3 at=8:3 family=poison
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %x = arith.constant 0 : index
  %one = arith.constant 1 : index
  %i = arith.subi %x, %one overflow<nuw> : index
  memref.store %c, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

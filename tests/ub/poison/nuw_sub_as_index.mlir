// UB: exit=3 at=10:3 family=poison
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %x = arith.constant 0 : index
  %one = arith.constant 1 : index
  // expected-note @+1 {{the poison was made here by 'arith.subi': unsigned overflow of a 'nuw' op (0 - 1)}}
  %i = arith.subi %x, %one overflow<nuw> : index
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is used as an index}}
  memref.store %c, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

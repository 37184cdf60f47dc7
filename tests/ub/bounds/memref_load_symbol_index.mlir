// UB: exit=3 at=6:3 family=bounds
func.func @main() {
  %a = memref.alloc() : memref<5xi32>
  %c = arith.constant 7 : i32
  %n = arith.constant 5 : index
  memref.store %c, %a[%n] : memref<5xi32>
  memref.dealloc %a : memref<5xi32>
  return
}

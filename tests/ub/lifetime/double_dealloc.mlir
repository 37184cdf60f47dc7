// UB: exit=3 at=5:3 family=lifetime
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

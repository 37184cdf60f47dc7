// UB: exit=3 at=4:3 family=lifetime
func.func @main() {
  %a = memref.alloca() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// UB: exit=3 at=4:8 family=immediate
func.func @main() {
  %n = arith.constant -3 : index
  %a = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return
}

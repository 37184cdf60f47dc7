// UB: exit=3 at=8:8 family=uninit
func.func @main() {
  %m = memref.alloc() : memref<1xindex>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %u = arith.constant 0 : index
  %n = memref.load %m[%c0] : memref<1xindex>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %m : memref<1xindex>
  return
}

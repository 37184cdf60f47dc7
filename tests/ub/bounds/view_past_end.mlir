// UB: exit=3 at=5:8 family=bounds
func.func @main() {
  %raw = memref.alloc() : memref<64xi8>
  %off = arith.constant 40 : index
  %v = memref.view %raw[%off][] : memref<64xi8> to memref<8xf32>
  memref.dealloc %raw : memref<64xi8>
  return
}

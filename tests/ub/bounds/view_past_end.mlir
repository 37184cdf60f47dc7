// UB: exit=3 at=6:8 family=bounds
func.func @main() {
  %raw = memref.alloc() : memref<64xi8>
  %off = arith.constant 40 : index
  // expected-error @+1 {{undefined behaviour [bounds]: out-of-bounds view: 32 bytes from byte 40 of a buffer of 64 bytes}}
  %v = memref.view %raw[%off][] : memref<64xi8> to memref<8xf32>
  memref.dealloc %raw : memref<64xi8>
  return
}

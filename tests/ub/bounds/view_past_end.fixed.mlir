// FIXED: the corrected sibling of view_past_end.mlir; runs clean
func.func @main() {
  %raw = memref.alloc() : memref<64xi8>
  %off = arith.constant 32 : index
  %v = memref.view %raw[%off][] : memref<64xi8> to memref<8xf32>
  memref.dealloc %raw : memref<64xi8>
  return
}

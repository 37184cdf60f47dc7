// FIXED: the corrected sibling of alloc_negative_size.mlir; runs clean
func.func @main() {
  %n = arith.constant 3 : index
  %a = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return
}

// FIXED: the corrected sibling of dealloc_of_alloca.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

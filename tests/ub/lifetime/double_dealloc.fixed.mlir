// FIXED: the corrected sibling of double_dealloc.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  
  return
}

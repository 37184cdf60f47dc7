// FIXED: the corrected sibling of distinct_objects_that_alias.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %x, %y = memref.distinct_objects %a, %b : memref<4xf32>, memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

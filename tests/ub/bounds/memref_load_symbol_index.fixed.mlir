// FIXED: the corrected sibling of memref_load_symbol_index.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<5xi32>
  %c = arith.constant 7 : i32
  %n = arith.constant 4 : index
  memref.store %c, %a[%n] : memref<5xi32>
  memref.dealloc %a : memref<5xi32>
  return
}

// FIXED: the corrected sibling of alloc_layout_symbol_count.mlir; runs clean
#tmap = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
func.func @main() {
  %n = arith.constant 4 : index
  %a = memref.alloc()[%n] : memref<4x4xf32, #tmap>
  memref.dealloc %a : memref<4x4xf32, #tmap>
  return
}

// FIXED: the corrected sibling of layout_print_reaches_outside.mlir; runs clean
#l = affine_map<(d0)[s0] -> (d0 - s0)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %s = arith.constant 0 : index
  %c = arith.constant 1.0 : f32
  %a = memref.alloc()[%s] : memref<4xf32, #l>
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32, #l>
  }
  %u = memref.cast %a : memref<4xf32, #l> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32, #l>
  return
}

// FIXED: the corrected sibling of dma_source_region_past_end.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<8xf32, 2>
  %t = memref.alloc() : memref<1xi32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %c, %a[%i] : memref<16xf32>
  }
  %c0 = arith.constant 0 : index
  %n = arith.constant 8 : index
  affine.dma_start %a[8], %b[%c0], %t[%c0], %n : memref<16xf32>, memref<8xf32, 2>, memref<1xi32>
  affine.dma_wait %t[%c0], %n : memref<1xi32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<8xf32, 2>
  memref.dealloc %t : memref<1xi32>
  return
}

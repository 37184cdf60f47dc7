// affine.dma_start whose tag memref is defined after it (issue 29: it
// crashed the engine)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32, 1>
  affine.dma_start %a[%c0], %b[%c0], %tag[%c0], %c4 : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  %tag = memref.alloc() : memref<1xi32>
  affine.dma_wait %tag[%c0], %c4 : memref<1xi32>
  return
}

// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32, 1>
  %t = memref.alloc() : memref<1xi32>
  %c = arith.constant 1.0 : f32
  linalg.fill ins(%c : f32) outs(%a : memref<8xf32>)
  %n = arith.constant 8 : index
  %s = arith.constant 2 : index
  %p = arith.constant 3 : index
  affine.dma_start %a[0], %b[0], %t[0], %n, %s, %p : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>
  affine.dma_wait %t[0], %n : memref<1xi32>
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32, 1>
  memref.dealloc %t : memref<1xi32>
  return
}

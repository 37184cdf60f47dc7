// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>, %n: memref<1xindex>, %t: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  affine.for %k = 0 to 4 {
    %i = memref.load %n[%c0] : memref<1xindex>
    affine.dma_start %m[%i], %m[%k], %t[0], %c0 : memref<4xf32>, memref<4xf32>, memref<1xi32>
  }
  return
}

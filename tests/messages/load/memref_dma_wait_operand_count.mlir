// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%i: index, %t: memref<1xi32>) {
  "memref.dma_wait"(%t, %i) : (memref<1xi32>, index) -> ()
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%t: memref<1xi32>) {
  "memref.dma_wait"(%t) : (memref<1xi32>) -> ()
  return
}

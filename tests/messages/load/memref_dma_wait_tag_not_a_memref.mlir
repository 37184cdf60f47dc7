// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%n: index) {
  "memref.dma_wait"(%n, %n) : (index, index) -> ()
  return
}

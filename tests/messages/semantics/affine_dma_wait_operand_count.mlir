// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index, %t: memref<1xi32>) {
  "affine.dma_wait"(%t, %i) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, index) -> ()
  return
}

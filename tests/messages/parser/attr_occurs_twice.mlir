// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%t: memref<1xi32>, %n: index) {
  affine.dma_wait %t[0], %n {tag_map = affine_map<(d0) -> (d0)>} : memref<1xi32>
  return
}

// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this generic form: only its custom parser checks the map's results against the memref's rank
func.func @main(%i: index, %t: memref<1xi32>) {
  "affine.dma_wait"(%t, %i, %i) {tag_map = affine_map<(d0) -> (d0, d0)>} : (memref<1xi32>, index, index) -> ()
  return
}

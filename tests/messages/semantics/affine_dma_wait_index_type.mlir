// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index, %j: i32, %t: memref<1xi32>) {
  "affine.dma_wait"(%t, %j, %i) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i32, index) -> ()
  return
}

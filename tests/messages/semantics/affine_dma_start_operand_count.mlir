// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>) {
  "affine.dma_start"(%m, %i, %m, %i, %t, %i) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32>, index, memref<1xi32>, index) -> ()
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>, %i: index) {
  "affine.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> ()
  return
}

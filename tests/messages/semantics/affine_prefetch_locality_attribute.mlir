// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>, %i: index) {
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 5 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> ()
  return
}

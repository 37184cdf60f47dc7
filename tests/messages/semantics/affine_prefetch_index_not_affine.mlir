// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>, %n: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  affine.for %k = 0 to 4 {
    %i = memref.load %n[%c0] : memref<1xindex>
    "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> ()
  }
  return
}

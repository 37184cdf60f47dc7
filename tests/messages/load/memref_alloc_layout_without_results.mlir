// MESSAGE: exit=2 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<8xf32, affine_map<(d0) -> ()>>
  memref.dealloc %m : memref<8xf32, affine_map<(d0) -> ()>>
  return
}

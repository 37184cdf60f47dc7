// MESSAGE: exit=2 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<8xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  memref.dealloc %m : memref<8xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  %s = memref.subview %a[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>
  memref.dealloc %a : memref<4x4xf32>
  return
}

// FIXED: the corrected sibling of alloca_escapes_its_scope.mlir; runs clean
func.func @main() {
  %c0 = arith.constant 0 : index
  %c = arith.constant 1.0 : f32
  %keep = memref.alloc() : memref<4xf32>
  %r = memref.alloca_scope -> (memref<4xf32>) {
    %a = memref.alloca() : memref<4xf32>
    memref.store %c, %a[%c0] : memref<4xf32>
    memref.store %c, %keep[%c0] : memref<4xf32>
    memref.alloca_scope.return %keep : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %keep : memref<4xf32>
  return
}

// FIXED: the corrected sibling of shrsi_by_width_as_index.mlir; runs clean
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  %x = arith.constant 8 : i64
  %k = arith.constant 2 : i64
  %y = arith.shrsi %x, %k : i64
  %j = arith.index_cast %y : i64 to index
  %v = memref.load %m[%j] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<4xf32>
  return
}

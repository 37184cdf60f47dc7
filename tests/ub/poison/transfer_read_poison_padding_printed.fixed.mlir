// FIXED: the corrected sibling of transfer_read_poison_padding_printed.mlir; runs clean
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  %pad = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  %v = vector.transfer_read %m[%c2], %pad : memref<4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

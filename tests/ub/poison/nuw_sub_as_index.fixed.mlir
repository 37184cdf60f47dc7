// FIXED: the corrected sibling of nuw_sub_as_index.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %x = arith.constant 3 : index
  %one = arith.constant 1 : index
  %i = arith.subi %x, %one overflow<nuw> : index
  memref.store %c, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// FIXED: the corrected sibling of uninitialized_index.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xindex>
  %z = arith.constant 0 : index
  affine.store %z, %a[0] : memref<4xindex>
  %i = affine.load %a[0] : memref<4xindex>
  %v = memref.load %a[%i] : memref<4xindex>
  memref.dealloc %a : memref<4xindex>
  return
}

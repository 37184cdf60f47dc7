// FIXED: the corrected sibling of returned_from_entry.mlir; runs clean
func.func @main() -> f32 {
  %a = memref.alloca() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  affine.store %one, %a[0] : memref<2xf32>
  %v = affine.load %a[0] : memref<2xf32>
  %s = arith.addf %v, %one : f32
  return %s : f32
}

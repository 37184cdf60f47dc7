// FIXED: the corrected sibling of transfer_write_in_bounds_claim.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<10xf32>
  %c = arith.constant dense<1.0> : vector<4xf32>
  %i = arith.constant 6 : index
  vector.transfer_write %c, %a[%i] {in_bounds = [true]} : vector<4xf32>, memref<10xf32>
  memref.dealloc %a : memref<10xf32>
  return
}

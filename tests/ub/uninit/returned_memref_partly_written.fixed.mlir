// FIXED: the corrected sibling of returned_memref_partly_written.mlir; runs clean
func.func @main() -> memref<4xf32> {
  // expected-warning @+1 {{memory allocated here (16 bytes) is never deallocated}}
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  return %m : memref<4xf32>
}

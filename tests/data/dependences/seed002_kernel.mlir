// Seed 002 ("MemRef dependence checks in MLIR", "Setting"), the kernel as the
// seed writes it: its load %0[%arg0 - 2, %arg1] reads row -2 in the first
// iteration, so `affine-interp --dependences` stops there with the
// out-of-bounds diagnostic (exit 3) and prints no profile.
func.func @kernel() {
  %0 = memref.alloc() : memref<10x10xf32>
  %cst = arith.constant 7.000000e+00 : f32
  affine.for %arg0 = 0 to 9 {
    affine.for %arg1 = 0 to 9 {
      affine.store %cst, %0[%arg0, %arg1] : memref<10x10xf32>
      %5 = affine.load %0[%arg0 - 2, %arg1] : memref<10x10xf32>
    }
  }
  return
}

// Seed 002 ("MemRef dependence checks in MLIR", "Setting"): the kernel in its
// "more succinct" form, the subscripts written in the load and store, and
// the outer loop starting at 2 so that the load stays in bounds.  Its profile
// (seed002_kernel_succinct_form.dependences) is that of the affine.apply form:
// the load depends on the store two iterations prior of the outer loop,
// [2, 2][0, 0] at depth 1, and the store on the load at no depth.
func.func private @printMemrefF32(memref<*xf32>)
func.func @kernel(%0: memref<10x10xf32>) {
  %cst = arith.constant 7.000000e+00 : f32
  affine.for %arg0 = 2 to 9 {
    affine.for %arg1 = 0 to 9 {
      affine.store %cst, %0[%arg0, %arg1] : memref<10x10xf32>
      %5 = affine.load %0[%arg0 - 2, %arg1] : memref<10x10xf32>
    }
  }
  return
}
func.func @main() {
  %m = memref.alloc() : memref<10x10xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %one, %m[%i, %j] : memref<10x10xf32>
    }
  }
  call @kernel(%m) : (memref<10x10xf32>) -> ()
  %u = memref.cast %m : memref<10x10xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<10x10xf32>
  return
}

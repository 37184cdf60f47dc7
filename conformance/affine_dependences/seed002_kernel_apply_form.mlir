// Seed 002 ("MemRef dependence checks in MLIR", "Setting"): the kernel in its
// affine.apply form, with the outer loop starting at 2 so that the load two
// rows behind the store stays in bounds (the seed's loop starts at 0 and reads
// row -2: tests/data/dependences/seed002_kernel.mlir).  The load depends on the
// store from two iterations prior of the outer loop: `affine-interp
// --dependences` prints "dependence from 0 to 1 at depth 1 = [2, 2][0, 0]"
// (seed002_kernel_apply_form.dependences), as the seed and mlir-opt-22's
// -test-memref-dependence-check say.
#map0 = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0 - 2)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @kernel(%0: memref<10x10xf32>) {
  %cst = arith.constant 7.000000e+00 : f32
  affine.for %arg0 = 2 to 9 {
    affine.for %arg1 = 0 to 9 {
      %1 = affine.apply #map0(%arg0, %arg1)
      %2 = affine.apply #map1(%arg0, %arg1)
      affine.store %cst, %0[%1, %2] : memref<10x10xf32>
      %3 = affine.apply #map2(%arg0, %arg1)
      %4 = affine.apply #map1(%arg0, %arg1)
      %5 = affine.load %0[%3, %4] : memref<10x10xf32>
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

// Derived by tools/gen-derived-conformance from conformance/memref/distinct_objects_pass_through.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// memref.distinct_objects returns its operands unchanged (they promise not
// to alias): stores through the results are seen through the operands.
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %x, %y = memref.distinct_objects %a, %b : memref<4xf32>, memref<4xf32>
  %one = arith.constant 1.5 : f32
  %two = arith.constant 2.5 : f32
  affine.for %i = 0 to 4 {
    affine.store %one, %x[%i] : memref<4xf32>
    affine.store %two, %y[%i] : memref<4xf32>
  }
  affine.prefetch %a[2], read, locality<0>, data : memref<4xf32>
  %p = affine.load %a[2] : memref<4xf32>
  affine.prefetch %b[3], read, locality<1>, data : memref<4xf32>
  %q = affine.load %b[3] : memref<4xf32>
  vector.print %p : f32
  vector.print %q : f32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

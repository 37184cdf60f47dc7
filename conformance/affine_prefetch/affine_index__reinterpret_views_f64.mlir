// Derived by tools/gen-derived-conformance from conformance/affine_index/reinterpret_views_f64.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// linearize_index writes a flat f64 buffer that is then read through a
// memref.reinterpret_cast 2x3x4 view (strides [12, 4, 1]) and a strided
// subview of it; both reads agree with the linearized writes.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %flat = memref.alloc() : memref<24xf64>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %l = affine.linearize_index disjoint [%i, %j, %k] by (2, 3, 4) : index
        %li = arith.index_cast %l : index to i64
        %f = arith.sitofp %li : i64 to f64
        %q = arith.constant 0.25 : f64
        %g = arith.mulf %f, %q : f64
        memref.store %g, %flat[%l] : memref<24xf64>
      }
    }
  }
  %v = memref.reinterpret_cast %flat to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<24xf64> to memref<2x3x4xf64, strided<[12, 4, 1]>>
  affine.prefetch %v[1, 2, 3], read, locality<0>, data : memref<2x3x4xf64, strided<[12, 4, 1]>>
  %x = affine.load %v[1, 2, 3] : memref<2x3x4xf64, strided<[12, 4, 1]>>
  vector.print %x : f64
  %s = memref.subview %v[1, 0, 1] [1, 3, 2] [1, 1, 2] : memref<2x3x4xf64, strided<[12, 4, 1]>> to memref<3x2xf64, strided<[4, 2], offset: 13>>
  %u = memref.cast %s : memref<3x2xf64, strided<[4, 2], offset: 13>> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %flat : memref<24xf64>
  return
}

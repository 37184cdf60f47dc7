// Derived by tools/gen-derived-conformance from conformance/affine_for/min_max_tiled_prefix_f32.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// Tiled loops with symbolic n: the point loop runs from max(tile, 1) to
// min(tile + 4, n) (a (d0)[s0] min map); each tile's f32 sum is an iter_args
// result and the tile loop has step 4.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %n = arith.constant 10 : index
  %m = memref.alloc() : memref<10xf32>
  %half = arith.constant 0.5 : f32
  affine.for %i = 0 to %n {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.addf %f, %half : f32
    affine.store %g, %m[%i] : memref<10xf32>
  }
  %zero = arith.constant 0.0 : f32
  affine.for %t = 0 to %n step 4 {
    %s = affine.for %i = max affine_map<(d0) -> (d0, 1)>(%t) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%t)[%n] iter_args(%acc = %zero) -> (f32) {
      affine.prefetch %m[%i], read, locality<0>, data : memref<10xf32>
      %v = affine.load %m[%i] : memref<10xf32>
      %w = arith.addf %acc, %v : f32
      affine.store %w, %m[%i] : memref<10xf32>
      affine.yield %w : f32
    }
    vector.print %t : index
    vector.print %s : f32
  }
  %u = memref.cast %m : memref<10xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<10xf32>
  return
}

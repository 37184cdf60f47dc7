// Derived by tools/gen-derived-conformance from conformance/affine_memory/load_store_memspace3_f64_2d.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.load/affine.store on a 2-d memref in memory space 3 (alloca),
// with a triangular nest (inner bound depends on the outer IV) and
// max lower bounds.
func.func @main() {
  %m = memref.alloca() : memref<5x5xf64, 3>
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 5 {
      affine.store %z, %m[%i, %j] : memref<5x5xf64, 3>
    }
  }
  affine.for %i = 0 to 5 {
    affine.for %j = max affine_map<(d0) -> (d0 - 1, 0)>(%i) to min affine_map<(d0) -> (d0 + 2, 5)>(%i) {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.addi %ii, %jj : i32
      %f = arith.sitofp %s : i32 to f64
      %h = arith.constant 0.5 : f64
      %g = arith.mulf %f, %h : f64
      affine.store %g, %m[%i, %j] : memref<5x5xf64, 3>
    }
  }
  affine.for %i = 0 to 5 {
    %r = affine.for %j = 0 to 5 iter_args(%a = %z) -> (f64) {
      affine.prefetch %m[%i, %j], read, locality<0>, data : memref<5x5xf64, 3>
      %v = affine.load %m[%i, %j] : memref<5x5xf64, 3>
      %t = arith.addf %a, %v : f64
      affine.yield %t : f64
    }
    vector.print %r : f64
  }
  return
}

// Derived by tools/gen-derived-conformance from conformance/affine_for/triangular_nest_i32.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// Triangular nests: inner bounds are maps of the outer iv ((d0) -> (d0 + 1)
// as upper bound, (d0) -> (d0) as lower bound with step 2), writing an i32
// memref that is zero-initialized first.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<6x6xi32>
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      affine.store %z, %m[%i, %j] : memref<6x6xi32>
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %v = arith.index_cast %s : index to i32
      affine.store %v, %m[%i, %j] : memref<6x6xi32>
    }
  }
  %neg = arith.constant -1 : i32
  affine.for %i = 0 to 6 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 6 step 2 {
      affine.prefetch %m[%i, %j], read, locality<0>, data : memref<6x6xi32>
      %v = affine.load %m[%i, %j] : memref<6x6xi32>
      %w = arith.addi %v, %neg : i32
      affine.store %w, %m[%i, %j] : memref<6x6xi32>
    }
  }
  %u = memref.cast %m : memref<6x6xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<6x6xi32>
  return
}

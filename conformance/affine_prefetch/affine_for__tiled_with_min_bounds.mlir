// Derived by tools/gen-derived-conformance from conformance/affine_for/tiled_with_min_bounds.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// conformance/affine_for/tiled_with_min_bounds: written by tools/gen-engine-programs.py
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %m = memref.alloc() : memref<10xi32>
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 10 {
    affine.store %z, %m[%i] : memref<10xi32>
  }
  affine.for %t = 0 to 10 step 4 {
    affine.for %i = affine_map<(d0) -> (d0)>(%t) to min affine_map<(d0) -> (d0 + 4, 10)>(%t) {
      affine.prefetch %m[%i], read, locality<0>, data : memref<10xi32>
      %v = affine.load %m[%i] : memref<10xi32>
      %tt = arith.index_cast %t : index to i32
      %w = arith.addi %v, %tt : i32
      affine.store %w, %m[%i] : memref<10xi32>
    }
  }
  %u = memref.cast %m : memref<10xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<10xi32>
  return
}

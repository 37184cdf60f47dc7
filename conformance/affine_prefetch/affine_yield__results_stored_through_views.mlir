// Derived by tools/gen-derived-conformance from conformance/affine_yield/results_stored_through_views.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// Loop results produced by affine.yield stored through a memref in memory
// space 1 and through a strided subview: the yielded f32 row sums land at
// the positions the views map them to.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %sp = memref.alloca() : memref<4xf32, 1>
  %b = memref.alloc() : memref<4x6xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %x = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      %xi = arith.index_cast %x : index to i32
      %f = arith.sitofp %xi : i32 to f32
      affine.store %f, %b[%i, %j] : memref<4x6xf32>
    }
  }
  %sv = memref.subview %b[0, 1] [4, 4] [1, 1] : memref<4x6xf32> to memref<4x4xf32, strided<[6, 1], offset: 1>>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    %s = affine.for %j = 0 to 4 iter_args(%a = %z) -> (f32) {
      affine.prefetch %sv[%i, %j], read, locality<0>, data : memref<4x4xf32, strided<[6, 1], offset: 1>>
      %v = affine.load %sv[%i, %j] : memref<4x4xf32, strided<[6, 1], offset: 1>>
      %t = arith.addf %a, %v : f32
      affine.yield %t : f32
    }
    affine.store %s, %sp[3 - %i] : memref<4xf32, 1>
  }
  affine.for %i = 0 to 4 {
    affine.prefetch %sp[%i], read, locality<1>, data : memref<4xf32, 1>
    %v = affine.load %sp[%i] : memref<4xf32, 1>
    affine.store %v, %sv[%i, %i] : memref<4x4xf32, strided<[6, 1], offset: 1>>
  }
  %u = memref.cast %b : memref<4x6xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %b : memref<4x6xf32>
  return
}

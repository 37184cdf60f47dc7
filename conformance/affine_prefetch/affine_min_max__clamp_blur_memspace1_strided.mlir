// Derived by tools/gen-derived-conformance from conformance/affine_min_max/clamp_blur_memspace1_strided.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.max/affine.min clamp the neighbour indices of a 1-d blur reading a
// memory-space-1 f32 memref (i - 1 clamped to 0, i + 1 to n - 1, read with
// memref.load); results go to a strided subview of a 2-d buffer.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %n = arith.constant 8 : index
  %src = memref.alloca() : memref<8xf32, 1>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %c3 = arith.constant 3 : i32
    %p = arith.remsi %ii, %c3 : i32
    %f = arith.sitofp %p : i32 to f32
    affine.store %f, %src[%i] : memref<8xf32, 1>
  }
  %dst = memref.alloc() : memref<3x10xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 10 {
      affine.store %z, %dst[%i, %j] : memref<3x10xf32>
    }
  }
  %row = memref.subview %dst[1, 1] [1, 8] [1, 1] : memref<3x10xf32> to memref<8xf32, strided<[1], offset: 11>>
  affine.for %i = 0 to %n {
    %l = affine.max affine_map<(d0) -> (d0 - 1, 0)>(%i)
    %r = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0 - 1)>(%i)[%n]
    %a = memref.load %src[%l] : memref<8xf32, 1>
    affine.prefetch %src[%i], read, locality<0>, data : memref<8xf32, 1>
    %b = affine.load %src[%i] : memref<8xf32, 1>
    %c = memref.load %src[%r] : memref<8xf32, 1>
    %s = arith.addf %a, %b : f32
    %t = arith.addf %s, %c : f32
    %q = arith.constant 0.25 : f32
    %u = arith.mulf %t, %q : f32
    affine.store %u, %row[%i] : memref<8xf32, strided<[1], offset: 11>>
  }
  %pu = memref.cast %dst : memref<3x10xf32> to memref<*xf32>
  func.call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
  memref.dealloc %dst : memref<3x10xf32>
  return
}

// Derived by tools/gen-derived-conformance from conformance/affine_if/guarded_stencil_memspace1_strided.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.if guards the edges of a 1-d stencil reading a memref in memory
// space 1 and writing a strided subview (stride 2, offset 1) of an f32
// buffer; interior points average neighbours, edges copy.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %src = memref.alloca() : memref<8xf32, 1>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %f = arith.sitofp %sq : i32 to f32
    affine.store %f, %src[%i] : memref<8xf32, 1>
  }
  %dst = memref.alloc() : memref<17xf32>
  %z = arith.constant -1.0 : f32
  affine.for %i = 0 to 17 {
    affine.store %z, %dst[%i] : memref<17xf32>
  }
  %view = memref.subview %dst[1] [8] [2] : memref<17xf32> to memref<8xf32, strided<[2], offset: 1>>
  affine.for %i = 0 to 8 {
    affine.if affine_set<(d0) : (d0 - 1 >= 0, 6 - d0 >= 0)>(%i) {
      affine.prefetch %src[%i - 1], read, locality<0>, data : memref<8xf32, 1>
      %l = affine.load %src[%i - 1] : memref<8xf32, 1>
      affine.prefetch %src[%i], read, locality<1>, data : memref<8xf32, 1>
      %c = affine.load %src[%i] : memref<8xf32, 1>
      affine.prefetch %src[%i + 1], read, locality<2>, data : memref<8xf32, 1>
      %r = affine.load %src[%i + 1] : memref<8xf32, 1>
      %s = arith.addf %l, %c : f32
      %t = arith.addf %s, %r : f32
      %three = arith.constant 3.0 : f32
      %a = arith.divf %t, %three : f32
      affine.store %a, %view[%i] : memref<8xf32, strided<[2], offset: 1>>
    } else {
      affine.prefetch %src[%i], read, locality<3>, data : memref<8xf32, 1>
      %c = affine.load %src[%i] : memref<8xf32, 1>
      affine.store %c, %view[%i] : memref<8xf32, strided<[2], offset: 1>>
    }
  }
  %u = memref.cast %dst : memref<17xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %dst : memref<17xf32>
  return
}

// affine.prefetch on a memref in memory space 1, on a strided subview and on
// a reinterpret_cast view (some subscripts beyond the view): only the loads
// and stores around them matter.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %sp = memref.alloca() : memref<8xf32, 1>
  %b = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %sp[%i] : memref<8xf32, 1>
    affine.for %j = 0 to 8 {
      affine.store %f, %b[%i, %j] : memref<8x8xf32>
    }
  }
  %sv = memref.subview %b[1, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
  %rc = memref.reinterpret_cast %b to offset: [3], sizes: [4, 2], strides: [16, 2] : memref<8x8xf32> to memref<4x2xf32, strided<[16, 2], offset: 3>>
  affine.for %i = 0 to 4 {
    affine.prefetch %sp[%i * 3], read, locality<3>, data : memref<8xf32, 1>
    affine.prefetch %sv[%i, %i + 4], write, locality<0>, data : memref<4x4xf32, strided<[8, 1], offset: 10>>
    affine.prefetch %rc[%i + 2, 1], read, locality<2>, instr : memref<4x2xf32, strided<[16, 2], offset: 3>>
    %a = affine.load %sp[%i + 4] : memref<8xf32, 1>
    affine.store %a, %sv[%i, %i] : memref<4x4xf32, strided<[8, 1], offset: 10>>
    %c = affine.load %rc[%i, 1] : memref<4x2xf32, strided<[16, 2], offset: 3>>
    %n = arith.negf %c : f32
    affine.store %n, %rc[%i, 0] : memref<4x2xf32, strided<[16, 2], offset: 3>>
  }
  %u = memref.cast %b : memref<8x8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %b : memref<8x8xf32>
  return
}

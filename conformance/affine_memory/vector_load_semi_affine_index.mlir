// affine.vector_load/affine.vector_store at semi-affine subscripts:
// (i floordiv s0) * 4 and (i mod s0) * 2 with a symbol s0, on a 2-d f32
// memref whose minor dimension is contiguous.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %s = arith.constant 3 : index
  %a = memref.alloc() : memref<3x8xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 8 {
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
      %xi = arith.index_cast %x : index to i32
      %f = arith.sitofp %xi : i32 to f32
      affine.store %f, %a[%i, %j] : memref<3x8xf32>
    }
  }
  %b = memref.alloc() : memref<3x6xf32>
  affine.for %i = 0 to 9 {
    %v = affine.vector_load %a[%i floordiv symbol(%s), (%i mod symbol(%s)) * 2] : memref<3x8xf32>, vector<2xf32>
    affine.vector_store %v, %b[%i floordiv 3, (%i mod 3) * 2] : memref<3x6xf32>, vector<2xf32>
  }
  %u = memref.cast %b : memref<3x6xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<3x8xf32>
  memref.dealloc %b : memref<3x6xf32>
  return
}

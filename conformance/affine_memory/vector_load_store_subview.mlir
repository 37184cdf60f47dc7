// affine.vector_load/affine.vector_store through a strided subview
// (memref<4x4xf32, strided<[8, 1], offset: 10>>): the vector covers four
// contiguous elements of one view row, i.e. base row 1 + i, columns 2..5.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %b = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
      %v = arith.index_cast %s : index to i32
      %f = arith.sitofp %v : i32 to f32
      affine.store %f, %b[%i, %j] : memref<8x8xf32>
    }
  }
  %sv = memref.subview %b[1, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
  %h = arith.constant dense<-0.5> : vector<4xf32>
  affine.for %i = 0 to 4 {
    %v = affine.vector_load %sv[%i, 0] : memref<4x4xf32, strided<[8, 1], offset: 10>>, vector<4xf32>
    vector.print %v : vector<4xf32>
    %w = arith.mulf %v, %h : vector<4xf32>
    affine.vector_store %w, %sv[%i, 0] : memref<4x4xf32, strided<[8, 1], offset: 10>>, vector<4xf32>
  }
  %p = affine.vector_load %sv[3, 1] : memref<4x4xf32, strided<[8, 1], offset: 10>>, vector<2xf32>
  vector.print %p : vector<2xf32>
  %u = memref.cast %b : memref<8x8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %b : memref<8x8xf32>
  return
}

// vector.load/vector.store on a 2-D memref read and write along the innermost
// dim from a nonzero row/column; a 1-D store overwrites exactly 4 elements.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<3x6xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 6 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %m[%i, %j] : memref<3x6xf32>
    }
  }
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = vector.load %m[%c1, %c2] : memref<3x6xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %neg = arith.negf %v : vector<4xf32>
  vector.store %neg, %m[%c2, %c1] : memref<3x6xf32>, vector<4xf32>
  %c0 = arith.constant 0 : index
  %w = vector.load %m[%c0, %c0] : memref<3x6xf32>, vector<2xf32>
  vector.print %w : vector<2xf32>
  %u = memref.cast %m : memref<3x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %s = memref.subview %m[0, 1] [3, 4] [1, 1] : memref<3x6xf32> to memref<3x4xf32, strided<[6, 1], offset: 1>>
  %x = vector.load %s[%c2, %c0] : memref<3x4xf32, strided<[6, 1], offset: 1>>, vector<4xf32>
  vector.print %x : vector<4xf32>
  memref.dealloc %m : memref<3x6xf32>
  return
}

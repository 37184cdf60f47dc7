// affine.load/affine.store through a subview with non-unit strides
// (memref<3x3xf64, strided<[16, 2], offset: 9>>): element [i, j] of the view
// is base element [1 + 2i, 1 + 2j].
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %b = memref.alloc() : memref<8x8xf64>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c = arith.constant 10 : i32
      %x = arith.muli %ii, %c : i32
      %y = arith.addi %x, %jj : i32
      %f = arith.sitofp %y : i32 to f64
      affine.store %f, %b[%i, %j] : memref<8x8xf64>
    }
  }
  %sv = memref.subview %b[1, 1] [3, 3] [2, 2] : memref<8x8xf64> to memref<3x3xf64, strided<[16, 2], offset: 9>>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 3 {
      %v = affine.load %sv[%i, %j] : memref<3x3xf64, strided<[16, 2], offset: 9>>
      %n = arith.negf %v : f64
      affine.store %n, %sv[%i, %j] : memref<3x3xf64, strided<[16, 2], offset: 9>>
    }
  }
  %u = memref.cast %sv : memref<3x3xf64, strided<[16, 2], offset: 9>> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  %bu = memref.cast %b : memref<8x8xf64> to memref<*xf64>
  func.call @printMemrefF64(%bu) : (memref<*xf64>) -> ()
  memref.dealloc %b : memref<8x8xf64>
  return
}

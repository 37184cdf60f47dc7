// affine.vector_load/affine.vector_store of vector<3xi64> through a
// memref.reinterpret_cast view (offset 1, sizes [3, 3], strides [4, 1]) of a
// flat buffer: the fourth element of each 4-element group is never touched.
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %flat = memref.alloc() : memref<13xi64>
  affine.for %i = 0 to 13 {
    %v = arith.index_cast %i : index to i64
    affine.store %v, %flat[%i] : memref<13xi64>
  }
  %v = memref.reinterpret_cast %flat to offset: [1], sizes: [3, 3], strides: [4, 1] : memref<13xi64> to memref<3x3xi64, strided<[4, 1], offset: 1>>
  %acc0 = arith.constant dense<0> : vector<3xi64>
  %sum = affine.for %i = 0 to 3 iter_args(%acc = %acc0) -> (vector<3xi64>) {
    %x = affine.vector_load %v[%i, 0] : memref<3x3xi64, strided<[4, 1], offset: 1>>, vector<3xi64>
    %t = arith.addi %acc, %x : vector<3xi64>
    affine.yield %t : vector<3xi64>
  }
  vector.print %sum : vector<3xi64>
  affine.for %i = 0 to 3 {
    %c = arith.constant dense<[-1, -2, -3]> : vector<3xi64>
    %x = affine.vector_load %v[%i, 0] : memref<3x3xi64, strided<[4, 1], offset: 1>>, vector<3xi64>
    %y = arith.muli %x, %c : vector<3xi64>
    affine.vector_store %y, %v[%i, 0] : memref<3x3xi64, strided<[4, 1], offset: 1>>, vector<3xi64>
  }
  %u = memref.cast %flat : memref<13xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %flat : memref<13xi64>
  return
}

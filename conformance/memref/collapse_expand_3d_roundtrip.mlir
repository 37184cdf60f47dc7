// collapse_shape 2x3x4 -> 6x4 -> 24 and expand_shape 24 -> 4x3x2 reinterpret
// the same row-major storage; a store through the 3-D expansion shows in all.
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %m = memref.alloc() : memref<2x3x4xi64>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %n = affine.apply affine_map<(d0, d1, d2) -> (d0 * 100 + d1 * 10 + d2)>(%i, %j, %k)
        %ni = arith.index_cast %n : index to i64
        affine.store %ni, %m[%i, %j, %k] : memref<2x3x4xi64>
      }
    }
  }
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xi64> into memref<6x4xi64>
  %ua = memref.cast %a : memref<6x4xi64> to memref<*xi64>
  call @printMemrefI64(%ua) : (memref<*xi64>) -> ()
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xi64> into memref<24xi64>
  %e = memref.expand_shape %b [[0, 1, 2]] output_shape [4, 3, 2] : memref<24xi64> into memref<4x3x2xi64>
  %x = arith.constant -1 : i64
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %x, %e[%c2, %c1, %c1] : memref<4x3x2xi64>
  %ue = memref.cast %e : memref<4x3x2xi64> to memref<*xi64>
  call @printMemrefI64(%ue) : (memref<*xi64>) -> ()
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %v = memref.load %m[%c1, %c0, %c3] : memref<2x3x4xi64>
  vector.print %v : i64
  memref.dealloc %m : memref<2x3x4xi64>
  return
}

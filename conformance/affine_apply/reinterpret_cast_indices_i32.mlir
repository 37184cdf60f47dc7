// affine.apply computes a transposed walk over a memref.reinterpret_cast
// view (3x4, strides [6, 1], offset 2) of a flat i32 buffer; the flat buffer
// shows which elements were written.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %flat = memref.alloc() : memref<20xi32>
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 20 {
    affine.store %z, %flat[%i] : memref<20xi32>
  }
  %v = memref.reinterpret_cast %flat to offset: [2], sizes: [3, 4], strides: [6, 1] : memref<20xi32> to memref<3x4xi32, strided<[6, 1], offset: 2>>
  affine.for %k = 0 to 12 {
    %r = affine.apply affine_map<(d0) -> (d0 mod 3)>(%k)
    %c = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%k)
    %x = arith.index_cast %k : index to i32
    %one = arith.constant 1 : i32
    %y = arith.addi %x, %one : i32
    affine.store %y, %v[%r, %c] : memref<3x4xi32, strided<[6, 1], offset: 2>>
  }
  %u = memref.cast %flat : memref<20xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %uv = memref.cast %v : memref<3x4xi32, strided<[6, 1], offset: 2>> to memref<*xi32>
  func.call @printMemrefI32(%uv) : (memref<*xi32>) -> ()
  memref.dealloc %flat : memref<20xi32>
  return
}

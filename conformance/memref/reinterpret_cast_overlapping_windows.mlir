// reinterpret_cast with strides [1, 1] makes overlapping rows (a sliding
// window), and with a dynamic offset/size; a store shows in every alias.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<8xi32>
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %m[%i] : memref<8xi32>
  }
  %w = memref.reinterpret_cast %m to offset: [0], sizes: [4, 3], strides: [1, 1] : memref<8xi32> to memref<4x3xi32, strided<[1, 1]>>
  %uw = memref.cast %w : memref<4x3xi32, strided<[1, 1]>> to memref<*xi32>
  call @printMemrefI32(%uw) : (memref<*xi32>) -> ()
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %d = memref.reinterpret_cast %m to offset: [%c3], sizes: [%c2, 2], strides: [2, 1] : memref<8xi32> to memref<?x2xi32, strided<[2, 1], offset: ?>>
  %ud = memref.cast %d : memref<?x2xi32, strided<[2, 1], offset: ?>> to memref<*xi32>
  call @printMemrefI32(%ud) : (memref<*xi32>) -> ()
  %c0 = arith.constant 0 : index
  %x = arith.constant 99 : i32
  %c1 = arith.constant 1 : index
  memref.store %x, %w[%c2, %c1] : memref<4x3xi32, strided<[1, 1]>>
  call @printMemrefI32(%uw) : (memref<*xi32>) -> ()
  %l = memref.load %d[%c0, %c0] : memref<?x2xi32, strided<[2, 1], offset: ?>>
  vector.print %l : i32
  memref.dealloc %m : memref<8xi32>
  return
}

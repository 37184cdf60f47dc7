// A 2-d affine.parallel band whose bounds are max/min of several
// expressions mixing symbols and constants, with steps (2, 1); each
// element in the resulting rectangle is written once with its coordinates.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = arith.constant 3 : index
  %b = arith.constant 5 : index
  %m = memref.alloc() : memref<7x7xi32>
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to 7 {
      affine.store %z, %m[%i, %j] : memref<7x7xi32>
    }
  }
  affine.parallel (%i, %j) = (max(symbol(%a) - 2, 0, symbol(%b) - 6), max(1, symbol(%a) - 1)) to (min(symbol(%b) + 2, 7, symbol(%a) * 2), min(symbol(%b), 6)) step (2, 1) {
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
    %v = arith.index_cast %x : index to i32
    affine.store %v, %m[%i, %j] : memref<7x7xi32>
  }
  %u = memref.cast %m : memref<7x7xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<7x7xi32>
  return
}

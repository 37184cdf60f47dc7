// Zero-trip 2-d affine.parallel bands: an empty first dimension through
// min(%n, 3) below the lower bound, and an empty second dimension through
// max(...) above the upper bound; no store runs, reductions give identities.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %n = arith.constant 1 : index
  %m = memref.alloc() : memref<4x4xi32>
  %c7 = arith.constant 7 : i32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.store %c7, %m[%i, %j] : memref<4x4xi32>
    }
  }
  affine.parallel (%i, %j) = (2, 0) to (min(%n, 3), 4) {
    %c = arith.constant -1 : i32
    affine.store %c, %m[%i, %j] : memref<4x4xi32>
  }
  %r = affine.parallel (%i, %j) = (0, max(%n + 3, 2)) to (4, 4) reduce ("muli") -> (i32) {
    %c = arith.constant -1 : i32
    affine.store %c, %m[%i, %j] : memref<4x4xi32>
    %v = affine.load %m[%i, %i] : memref<4x4xi32>
    affine.yield %v : i32
  }
  vector.print %r : i32
  %s = affine.parallel (%i, %j) = (0, 0) to (4, 0) step (2, 2) reduce ("minimumf") -> (f32) {
    %f = arith.constant 1.0 : f32
    affine.yield %f : f32
  }
  vector.print %s : f32
  %u = memref.cast %m : memref<4x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<4x4xi32>
  return
}

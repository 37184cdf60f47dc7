// affine.store/affine.load of i16 through tiled loops whose inner bounds are
// max(lower, ...) and min(upper, ...) of several expressions: each element
// of 2..10 is written exactly once, the rest keep their initial value.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<12xi16>
  %init = arith.constant -1 : i16
  affine.for %i = 0 to 12 {
    affine.store %init, %m[%i] : memref<12xi16>
  }
  %lo = arith.constant 2 : index
  %hi = arith.constant 11 : index
  affine.for %t = 0 to 12 step 4 {
    affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%t)[%lo] to min affine_map<(d0)[s0] -> (d0 + 4, s0, 12)>(%t)[%hi] {
      %ii = arith.index_cast %i : index to i16
      %tt = arith.index_cast %t : index to i16
      %c = arith.constant 100 : i16
      %x = arith.muli %tt, %c : i16
      %y = arith.addi %x, %ii : i16
      affine.store %y, %m[%i] : memref<12xi16>
    }
  }
  %out = memref.alloc() : memref<12xi32>
  affine.for %i = 0 to 12 {
    %v = affine.load %m[%i] : memref<12xi16>
    %w = arith.extsi %v : i16 to i32
    affine.store %w, %out[%i] : memref<12xi32>
  }
  %u = memref.cast %out : memref<12xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<12xi16>
  memref.dealloc %out : memref<12xi32>
  return
}

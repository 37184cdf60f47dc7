// A flat loop over 0..11 stores into a 3x4 f32 memref at the coordinates
// given by delinearize_index into (3, 4) (memref.store); printing the memref
// shows row-major order.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<3x4xf32>
  affine.for %x = 0 to 12 {
    %d:2 = affine.delinearize_index %x into (3, 4) : index, index
    %xi = arith.index_cast %x : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %q = arith.constant 0.5 : f32
    %g = arith.mulf %f, %q : f32
    memref.store %g, %m[%d#0, %d#1] : memref<3x4xf32>
  }
  %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3x4xf32>
  return
}

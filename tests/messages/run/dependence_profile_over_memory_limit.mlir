// MESSAGE: exit=4 mlir-opt=accepts args: --dependences --max-memory 20000
// the buffer takes 16384 bytes; the dependence profile's table for it, 8 per element, is over the rest
func.func @main() {
  %m = memref.alloc() : memref<4096xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4096 {
    affine.store %c, %m[%i] : memref<4096xf32>
  }
  memref.dealloc %m : memref<4096xf32>
  return
}

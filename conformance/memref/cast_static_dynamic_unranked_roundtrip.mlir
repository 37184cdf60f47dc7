// memref.cast static -> dynamic -> unranked -> ranked static keeps the same
// buffer: dim reads run-time sizes, a store through one cast is seen by all.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %m = memref.alloc() : memref<3x2xf64>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i64
      %f = arith.sitofp %ki : i64 to f64
      affine.store %f, %m[%i, %j] : memref<3x2xf64>
    }
  }
  %d = memref.cast %m : memref<3x2xf64> to memref<?x?xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %d, %c0 : memref<?x?xf64>
  %d1 = memref.dim %d, %c1 : memref<?x?xf64>
  vector.print %d0 : index
  vector.print %d1 : index
  %p = memref.cast %d : memref<?x?xf64> to memref<3x?xf64>
  %x = arith.constant -0.5 : f64
  memref.store %x, %p[%c1, %c1] : memref<3x?xf64>
  %u = memref.cast %p : memref<3x?xf64> to memref<*xf64>
  %rk = memref.rank %u : memref<*xf64>
  vector.print %rk : index
  %back = memref.cast %u : memref<*xf64> to memref<3x2xf64>
  %v = memref.load %back[%c1, %c1] : memref<3x2xf64>
  vector.print %v : f64
  %ud = memref.dim %u, %c0 : memref<*xf64>
  vector.print %ud : index
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %m : memref<3x2xf64>
  return
}

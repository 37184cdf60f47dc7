// conformance/memref/zero_d_and_dynamic: written by tools/gen-engine-programs.py
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %z = memref.alloc() : memref<f32>
  %c = arith.constant 4.25 : f32
  memref.store %c, %z[] : memref<f32>
  %uz = memref.cast %z : memref<f32> to memref<*xf32>
  call @printMemrefF32(%uz) : (memref<*xf32>) -> ()
  %n = arith.constant 3 : index
  %d = memref.alloc(%n) : memref<?x2xi64>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 2 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %v = arith.subi %ii, %jj : i64
      affine.store %v, %d[%i, %j] : memref<?x2xi64>
    }
  }
  %ud = memref.cast %d : memref<?x2xi64> to memref<*xi64>
  call @printMemrefI64(%ud) : (memref<*xi64>) -> ()
  memref.dealloc %z : memref<f32>
  memref.dealloc %d : memref<?x2xi64>
  return
}

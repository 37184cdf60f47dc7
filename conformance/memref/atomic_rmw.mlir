// conformance/memref/atomic_rmw: written by tools/gen-engine-programs.py
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %m = memref.alloc() : memref<2xf32>
  %z = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %z, %m[%c0] : memref<2xf32>
  memref.store %z, %m[%c1] : memref<2xf32>
  affine.for %i = 0 to 4 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %old = memref.atomic_rmw addf %f, %m[%c0] : (f32, memref<2xf32>) -> f32
    vector.print %old : f32
    %o2 = memref.atomic_rmw maximumf %f, %m[%c1] : (f32, memref<2xf32>) -> f32
  }
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2xf32>
  return
}

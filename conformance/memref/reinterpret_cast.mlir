// conformance/memref/reinterpret_cast: written by tools/gen-engine-programs.py
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %m = memref.alloc() : memref<12xi32>
  affine.for %i = 0 to 12 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %m[%i] : memref<12xi32>
  }
  %r = memref.reinterpret_cast %m to offset: [1], sizes: [3, 3], strides: [4, 1] : memref<12xi32> to memref<3x3xi32, strided<[4, 1], offset: 1>>
  %u = memref.cast %r : memref<3x3xi32, strided<[4, 1], offset: 1>> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<12xi32>
  return
}

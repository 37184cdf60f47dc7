// conformance/affine_parallel/bands_steps_and_groups: written by tools/gen-engine-programs.py
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %m = memref.alloc() : memref<6x6xi32>
  %zero = arith.constant 0 : i32
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      affine.store %zero, %m[%i, %j] : memref<6x6xi32>
    }
  }
  %n = arith.constant 5 : index
  affine.parallel (%i, %j) = (max(0, 1), 0) to (min(6, symbol(%n)), 6) step (2, 3) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %s = arith.addi %ii, %jj : i32
    affine.store %s, %m[%i, %j] : memref<6x6xi32>
  }
  %u = memref.cast %m : memref<6x6xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<6x6xi32>
  return
}

// conformance/memref/subview_and_cast: written by tools/gen-engine-programs.py
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %m = memref.alloc() : memref<4x5xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.constant 10 : i32
      %a = arith.muli %ii, %t : i32
      %b = arith.addi %a, %jj : i32
      %f = arith.sitofp %b : i32 to f32
      affine.store %f, %m[%i, %j] : memref<4x5xf32>
    }
  }
  %s = memref.subview %m[1, 1] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 6>>
  %us = memref.cast %s : memref<2x3xf32, strided<[5, 1], offset: 6>> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  %t = memref.subview %m[0, 0] [2, 3] [2, 2] : memref<4x5xf32> to memref<2x3xf32, strided<[10, 2]>>
  %ut = memref.cast %t : memref<2x3xf32, strided<[10, 2]>> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %r = memref.subview %m[2, 0] [1, 5] [1, 1] : memref<4x5xf32> to memref<5xf32, strided<[1], offset: 10>>
  %ur = memref.cast %r : memref<5xf32, strided<[1], offset: 10>> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %c1 = arith.constant 1 : index
  %d = memref.dim %s, %c1 : memref<2x3xf32, strided<[5, 1], offset: 6>>
  vector.print %d : index
  %rk = memref.rank %m : memref<4x5xf32>
  vector.print %rk : index
  %dyn = memref.cast %m : memref<4x5xf32> to memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %dyn[%c1, %c0] : memref<?x?xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<4x5xf32>
  return
}

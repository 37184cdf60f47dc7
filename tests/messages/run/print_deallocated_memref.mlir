// MESSAGE: exit=3 mlir-opt=accepts
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<2xf32>
  %f = arith.constant 1.0 : f32
  linalg.fill ins(%f : f32) outs(%m : memref<2xf32>)
  memref.dealloc %m : memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// MESSAGE: exit=3 mlir-opt=accepts
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<0xf32>
  %u = memref.cast %m : memref<0xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<0xf32>
  return
}

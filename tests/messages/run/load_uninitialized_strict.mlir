// MESSAGE: exit=3 mlir-opt=accepts args: --uninit=strict
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

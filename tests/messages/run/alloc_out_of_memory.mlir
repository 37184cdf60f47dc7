// MESSAGE: exit=4 mlir-opt=accepts args: --max-memory 9223372036854775807
func.func @main() {
  %n = arith.constant 281474976710656 : index
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}

// UB: exit=3 at=5:8 family=bounds
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %o = arith.constant 6 : index
  %s = memref.subview %a[%o] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  memref.dealloc %a : memref<8xf32>
  return
}

// UB: exit=3 at=6:8 family=bounds
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %o = arith.constant 6 : index
  // expected-error @+1 {{undefined behaviour [bounds]: out-of-bounds subview: dimension 0 takes 4 elements from offset 6 with stride 1, but its size is 8}}
  %s = memref.subview %a[%o] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  memref.dealloc %a : memref<8xf32>
  return
}

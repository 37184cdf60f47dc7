// UB: exit=2 at=8:8 family=bounds
#m = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
func.func @main() {
  %n = arith.constant 4 : index
  %a = memref.alloc()[%n] : memref<4x4xf32, #m>
  %b = memref.alloc() : memref<4x4xf32>
  // expected-error @+1 {{base type 'memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0, ((d0 + d1) + (s0 floordiv 2)))>>' is not strided}}
  %s = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<4x4xf32, #m> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  memref.dealloc %a : memref<4x4xf32, #m>
  memref.dealloc %b : memref<4x4xf32>
  return
}

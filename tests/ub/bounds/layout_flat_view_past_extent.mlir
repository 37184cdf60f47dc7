// UB: exit=3 at=11:3 family=bounds
#pad = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>
func.func @main() {
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c = arith.constant 1.0 : f32
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc()[%c6, %c3] : memref<3x4xf32, #pad>
  %flat = memref.reinterpret_cast %a to offset: [0], sizes: [20], strides: [1] : memref<3x4xf32, #pad> to memref<20xf32>
  // expected-error @+1 {{undefined behaviour [bounds]: access outside the underlying allocation (the view's offset and strides leave it)}}
  affine.store %c, %flat[19] : memref<20xf32>
  memref.dealloc %a : memref<3x4xf32, #pad>
  return
}

// UB: exit=3 at=11:3 family=uninit
func.func @main() -> f32 {
  // expected-note @+1 {{the memory was allocated here}}
  %a = memref.alloca() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  affine.store %one, %a[1] : memref<2xf32>
  // expected-note @+1 {{it was read from uninitialized memory here: element 0 (row-major, from 0)}}
  %v = affine.load %a[0] : memref<2xf32>
  %s = arith.addf %v, %one : f32
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized value is returned by the entry function}}
  return %s : f32
}

// UB: exit=3 at=8:3 family=uninit
func.func @main() -> f32 {
  %a = memref.alloca() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  affine.store %one, %a[1] : memref<2xf32>
  %v = affine.load %a[0] : memref<2xf32>
  %s = arith.addf %v, %one : f32
  return %s : f32
}

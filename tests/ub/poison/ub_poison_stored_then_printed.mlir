// UB: exit=3 at=12:3 family=poison
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<2xf32>
  // expected-note @+1 {{the poison was made here by 'ub.poison': 'ub.poison'}}
  %p = ub.poison : f32
  affine.store %p, %a[0] : memref<2xf32>
  affine.store %p, %a[1] : memref<2xf32>
  %v = affine.load %a[1] : memref<2xf32>
  %w = arith.mulf %v, %v : f32
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed}}
  vector.print %w : f32
  memref.dealloc %a : memref<2xf32>
  return
}

// UB: exit=3 at=17:3 family=poison
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  // expected-note @+1 {{the poison was made here by 'ub.poison': 'ub.poison'}}
  %p = ub.poison : vector<4xf32>
  %a = arith.constant 1.0 : f32
  %v0 = vector.insert %a, %p[0] : f32 into vector<4xf32>
  %v1 = vector.insert %a, %v0[1] : f32 into vector<4xf32>
  %v2 = vector.insert %a, %v1[2] : f32 into vector<4xf32>
  %v3 = vector.insert %a, %v2[2] : f32 into vector<4xf32>
  %c0 = arith.constant 0 : index
  vector.store %v3, %m[%c0] : memref<4xf32>, vector<4xf32>
  %c3 = arith.constant 3 : index
  %x = memref.load %m[%c3] : memref<4xf32>
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed}}
  vector.print %x : f32
  memref.dealloc %m : memref<4xf32>
  return
}

// FIXED: the corrected sibling of vector_store_keeps_a_poison_lane.mlir; runs clean
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %p = ub.poison : vector<4xf32>
  %a = arith.constant 1.0 : f32
  %v0 = vector.insert %a, %p[0] : f32 into vector<4xf32>
  %v1 = vector.insert %a, %v0[1] : f32 into vector<4xf32>
  %v2 = vector.insert %a, %v1[2] : f32 into vector<4xf32>
  %v3 = vector.insert %a, %v2[3] : f32 into vector<4xf32>
  %c0 = arith.constant 0 : index
  vector.store %v3, %m[%c0] : memref<4xf32>, vector<4xf32>
  %c3 = arith.constant 3 : index
  %x = memref.load %m[%c3] : memref<4xf32>
  vector.print %x : f32
  memref.dealloc %m : memref<4xf32>
  return
}

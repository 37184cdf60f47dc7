// 2-D transfer_read starting near the corner of a 3x4 memref: lanes past either
// dim read the padding; in_bounds=[true, false] pads only the inner dim.
func.func @main() {
  %m = memref.alloc() : memref<3x4xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %m[%i, %j] : memref<3x4xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -0.5 : f32
  %a = vector.transfer_read %m[%c2, %c2], %pad : memref<3x4xf32>, vector<3x3xf32>
  vector.print %a : vector<3x3xf32>
  %b = vector.transfer_read %m[%c1, %c3], %pad {in_bounds = [true, false]} : memref<3x4xf32>, vector<2x3xf32>
  vector.print %b : vector<2x3xf32>
  %c = vector.transfer_read %m[%c0, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xf32>, vector<2x4xf32>
  vector.print %c : vector<2x4xf32>
  memref.dealloc %m : memref<3x4xf32>
  return
}

// conformance/vector/transfer_transposed_and_masked_read: written by tools/gen-engine-programs.py
func.func @main() {
  %m = memref.alloc() : memref<3x4xi32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.constant 10 : i32
      %a = arith.muli %ii, %t : i32
      %b = arith.addi %a, %jj : i32
      affine.store %b, %m[%i, %j] : memref<3x4xi32>
    }
  }
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -1 : i32
  %t = vector.transfer_read %m[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xi32>, vector<4x3xi32>
  vector.print %t : vector<4x3xi32>
  %mask = vector.create_mask %c2 : vector<4xi1>
  %r = vector.transfer_read %m[%c2, %c0], %pad, %mask : memref<3x4xi32>, vector<4xi32>
  vector.print %r : vector<4xi32>
  %o = vector.transfer_read %m[%c2, %c2], %pad : memref<3x4xi32>, vector<2x4xi32>
  vector.print %o : vector<2x4xi32>
  memref.dealloc %m : memref<3x4xi32>
  return
}

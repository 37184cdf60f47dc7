// transfer_write lanes that fall outside the memref are dropped (no wrap into
// the next row); a mask and a transposing permutation_map on writes.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<3x4xi32>
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      affine.store %z, %m[%i, %j] : memref<3x4xi32>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  vector.transfer_write %v, %m[%c0, %c2] : vector<4xi32>, memref<3x4xi32>
  %w = arith.constant dense<[[10, 11, 12], [13, 14, 15]]> : vector<2x3xi32>
  vector.transfer_write %w, %m[%c2, %c2] : vector<2x3xi32>, memref<3x4xi32>
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %x = arith.constant dense<[-1, -2, -3, -4]> : vector<4xi32>
  vector.transfer_write %x, %m[%c1, %c0], %mask : vector<4xi32>, memref<3x4xi32>
  %t = arith.constant dense<[[7, 8, 9], [5, 6, 4]]> : vector<2x3xi32>
  vector.transfer_write %t, %m[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x3xi32>, memref<3x4xi32>
  %u = memref.cast %m : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<3x4xi32>
  return
}

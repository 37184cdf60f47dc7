func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = memref.alloc() : memref<4x6xf64>
  %b = memref.alloc() : memref<6xi32>
  %s = memref.alloc() : memref<6xi64>
  %c1 = arith.constant 1.5 : f64
  %n = arith.constant 2 : index
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %k = arith.muli %ii, %jj : i64
      %f = arith.sitofp %k : i64 to f64
      affine.store %f, %a[%i, %j] : memref<4x6xf64>
    }
  }
  affine.for %j = 0 to 6 {
    %jj = arith.index_cast %j : index to i32
    affine.store %jj, %b[5 - %j] : memref<6xi32>
    %j64 = arith.index_cast %j : index to i64
    affine.store %j64, %s[%j] : memref<6xi64>
  }
  // step 2, a reversed subscript, an invariant row given by a symbol, f64 arithmetic in place
  affine.for %j = 0 to 6 step 2 {
    %x = affine.load %a[%n, 5 - %j] : memref<4x6xf64>
    %y = affine.load %a[symbol(%n) + 1, %j] : memref<4x6xf64>
    %p = arith.mulf %x, %c1 : f64
    %q = arith.subf %p, %y : f64
    %r = arith.divf %q, %c1 : f64
    affine.store %r, %a[0, %j] : memref<4x6xf64>
  }
  // a reduction over i64 with iter_args, loads of i32 (the general representation)
  %z = arith.constant 0 : i64
  %sum = affine.for %j = 1 to 6 iter_args(%acc = %z) -> (i64) {
    %v = affine.load %s[%j - 1] : memref<6xi64>
    %w = affine.load %b[%j] : memref<6xi32>
    %w64 = arith.extsi %w : i32 to i64
    %t = arith.muli %v, %w64 : i64
    %acc2 = arith.addi %acc, %t : i64
    affine.yield %acc2 : i64
  }
  vector.print %sum : i64
  %ua = memref.cast %a : memref<4x6xf64> to memref<*xf64>
  call @printMemrefF64(%ua) : (memref<*xf64>) -> ()
  %ub = memref.cast %b : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<4x6xf64>
  memref.dealloc %b : memref<6xi32>
  memref.dealloc %s : memref<6xi64>
  return
}

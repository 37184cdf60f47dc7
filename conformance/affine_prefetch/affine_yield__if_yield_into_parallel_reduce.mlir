// Derived by tools/gen-derived-conformance from conformance/affine_yield/if_yield_into_parallel_reduce.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.if results yielded by an affine.parallel body to its reductions:
// iterations inside the set contribute a loaded value, the others the
// identity of each reduction ("addf" 0.0, "maximumf" -inf, "muli" 1).
func.func @main() {
  %n = arith.constant 5 : index
  %m = memref.alloc() : memref<4x4xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %xi = arith.index_cast %x : index to i32
      %f = arith.sitofp %xi : i32 to f32
      affine.store %f, %m[%i, %j] : memref<4x4xf32>
    }
  }
  %r:3 = affine.parallel (%i, %j) = (0, 0) to (4, 4) reduce ("addf", "maximumf", "muli") -> (f32, f32, i32) {
    %y:3 = affine.if affine_set<(d0, d1)[s0] : (s0 - d0 - d1 - 1 >= 0, d1 - d0 >= 0)>(%i, %j)[%n] -> (f32, f32, i32) {
      affine.prefetch %m[%i, %j], read, locality<0>, data : memref<4x4xf32>
      %v = affine.load %m[%i, %j] : memref<4x4xf32>
      %two = arith.constant 2 : i32
      affine.yield %v, %v, %two : f32, f32, i32
    } else {
      %z = arith.constant 0.0 : f32
      %ninf = arith.constant 0xFF800000 : f32
      %one = arith.constant 1 : i32
      affine.yield %z, %ninf, %one : f32, f32, i32
    }
    affine.yield %y#0, %y#1, %y#2 : f32, f32, i32
  }
  vector.print %r#0 : f32
  vector.print %r#1 : f32
  vector.print %r#2 : i32
  memref.dealloc %m : memref<4x4xf32>
  return
}

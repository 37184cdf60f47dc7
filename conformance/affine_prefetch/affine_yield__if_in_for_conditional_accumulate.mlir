// Derived by tools/gen-derived-conformance from conformance/affine_yield/if_in_for_conditional_accumulate.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.if results feeding affine.for's affine.yield: the loop adds a
// loaded i32 only where i mod 3 == 0 (equality constraint) and otherwise
// yields the iter_arg unchanged.
func.func @main() {
  %m = memref.alloc() : memref<10xi32>
  affine.for %i = 0 to 10 {
    %v = arith.index_cast %i : index to i32
    %w = arith.muli %v, %v : i32
    affine.store %w, %m[%i] : memref<10xi32>
  }
  %z = arith.constant 0 : i32
  %s = affine.for %i = 0 to 10 iter_args(%a = %z) -> (i32) {
    %n = affine.if affine_set<(d0) : (d0 mod 3 == 0)>(%i) -> (i32) {
      affine.prefetch %m[%i], read, locality<0>, data : memref<10xi32>
      %v = affine.load %m[%i] : memref<10xi32>
      %t = arith.addi %a, %v : i32
      affine.yield %t : i32
    } else {
      affine.yield %a : i32
    }
    affine.yield %n : i32
  }
  vector.print %s : i32
  memref.dealloc %m : memref<10xi32>
  return
}

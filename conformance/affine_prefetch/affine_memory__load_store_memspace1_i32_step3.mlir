// Derived by tools/gen-derived-conformance from conformance/affine_memory/load_store_memspace1_i32_step3.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.store/affine.load on memref<12xi32, 1> (memory space 1, alloca)
// with step-3 loops: only every third element is overwritten, and a
// step-3 loop starting at 2 reads the last written group back.
func.func @main() {
  %m = memref.alloca() : memref<12xi32, 1>
  affine.for %i = 0 to 12 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %m[%i] : memref<12xi32, 1>
  }
  affine.for %i = 0 to 12 step 3 {
    affine.prefetch %m[%i + 1], read, locality<0>, data : memref<12xi32, 1>
    %v = affine.load %m[%i + 1] : memref<12xi32, 1>
    %c = arith.constant 10 : i32
    %w = arith.muli %v, %c : i32
    affine.store %w, %m[%i] : memref<12xi32, 1>
  }
  affine.for %i = 0 to 12 {
    affine.prefetch %m[%i], read, locality<1>, data : memref<12xi32, 1>
    %v = affine.load %m[%i] : memref<12xi32, 1>
    vector.print %v : i32
  }
  %c0 = arith.constant 0 : i32
  %s = affine.for %i = 2 to 12 step 3 iter_args(%a = %c0) -> (i32) {
    affine.prefetch %m[%i - 2], read, locality<2>, data : memref<12xi32, 1>
    %v = affine.load %m[%i - 2] : memref<12xi32, 1>
    %t = arith.addi %a, %v : i32
    affine.yield %t : i32
  }
  vector.print %s : i32
  return
}

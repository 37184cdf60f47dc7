// Derived by tools/gen-derived-conformance from conformance/affine_memory/symbols_and_shifted_subscripts.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// conformance/affine_memory/symbols_and_shifted_subscripts: written by tools/gen-engine-programs.py
func.func @main() {
  %m = memref.alloc() : memref<10xi32>
  %n = arith.constant 3 : index
  affine.for %i = 0 to 10 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %m[%i] : memref<10xi32>
  }
  affine.for %i = 0 to 5 {
    affine.prefetch %m[%i + symbol(%n)], read, locality<0>, data : memref<10xi32>
    %a = affine.load %m[%i + symbol(%n)] : memref<10xi32>
    affine.prefetch %m[%i * 2], read, locality<1>, data : memref<10xi32>
    %b = affine.load %m[%i * 2] : memref<10xi32>
    affine.prefetch %m[9 - %i], read, locality<2>, data : memref<10xi32>
    %c = affine.load %m[9 - %i] : memref<10xi32>
    %s = arith.addi %a, %b : i32
    %t = arith.muli %s, %c : i32
    vector.print %t : i32
  }
  memref.dealloc %m : memref<10xi32>
  return
}

// Derived by tools/gen-derived-conformance from conformance/affine_yield/loop_result_as_symbol_bound.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// The index result of a top-level affine.for (its last affine.yield
// operand) is a valid symbol: it serves as the upper bound of a later loop
// and in a symbol-shifted subscript.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = affine.for %i = 0 to 4 iter_args(%a = %c0) -> (index) {
    %h = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
    %b = arith.addi %a, %h : index
    affine.yield %b : index
  }
  vector.print %n : index
  %m = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %m[%i] : memref<8xf32>
  }
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to %n iter_args(%acc = %z) -> (f32) {
    affine.prefetch %m[%i + symbol(%n)], read, locality<0>, data : memref<8xf32>
    %v = affine.load %m[%i + symbol(%n)] : memref<8xf32>
    %t = arith.addf %acc, %v : f32
    affine.yield %t : f32
  }
  vector.print %s : f32
  memref.dealloc %m : memref<8xf32>
  return
}

// Derived by tools/gen-derived-conformance from conformance/func/recursion_and_results.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// conformance/func/recursion_and_results: written by tools/gen-engine-programs.py
func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %small -> (i64) {
    scf.yield %n : i64
  } else {
    %c1 = arith.constant 1 : i64
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @swap(%a: f32, %b: f32) -> (f32, f32) {
  return %b, %a : f32, f32
}
func.func @fill(%m: memref<3xf32>, %v: f32) {
  affine.for %i = 0 to 3 {
    affine.store %v, %m[%i] : memref<3xf32>
  }
  return
}
func.func @main() {
  %n = arith.constant 15 : i64
  %f = call @fib(%n) : (i64) -> i64
  vector.print %f : i64
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2.0 : f32
  %p:2 = call @swap(%x, %y) : (f32, f32) -> (f32, f32)
  vector.print %p#0 : f32
  vector.print %p#1 : f32
  %m = memref.alloc() : memref<3xf32>
  call @fill(%m, %y) : (memref<3xf32>, f32) -> ()
  affine.prefetch %m[2], read, locality<0>, data : memref<3xf32>
  %v = affine.load %m[2] : memref<3xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<3xf32>
  return
}

// make bench: a loop that calls a small function for each of 4M elements
// (a clamp and a polynomial), the results summed as iter_args.
func.func @shade(%x: f32) -> f32 {
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant 1.0 : f32
  %k = arith.constant 0.75 : f32
  %c = arith.maximumf %x, %lo : f32
  %d = arith.minimumf %c, %hi : f32
  %e = arith.mulf %d, %d : f32
  %f = arith.mulf %e, %k : f32
  %g = arith.addf %f, %d : f32
  return %g : f32
}

func.func @main() {
  %a = memref.alloc() : memref<4194304xf32>
  %c17 = arith.constant 17 : index
  %q = arith.constant 0.0625 : f32
  affine.for %i = 0 to 4194304 {
    %m = arith.remui %i, %c17 : index
    %t = arith.index_cast %m : index to i32
    %f = arith.sitofp %t : i32 to f32
    %g = arith.mulf %f, %q : f32
    affine.store %g, %a[%i] : memref<4194304xf32>
  }
  %z = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 4194304 iter_args(%s = %z) -> (f32) {
    %x = affine.load %a[%i] : memref<4194304xf32>
    %y = func.call @shade(%x) : (f32) -> f32
    %n = arith.addf %s, %y : f32
    affine.yield %n : f32
  }
  vector.print %sum : f32
  memref.dealloc %a : memref<4194304xf32>
  return
}

func.func @noop() {
  return
}

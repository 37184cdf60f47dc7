// make bench: an affine.parallel band reducing 4194304 f32 loads with addf and
// maximumf.
func.func @main() {
  %a = memref.alloc() : memref<4194304xf32>
  %c1000 = arith.constant 1000 : index
  affine.for %i = 0 to 4194304 {
    %m = arith.remui %i, %c1000 : index
    %t = arith.index_cast %m : index to i32
    %f = arith.sitofp %t : i32 to f32
    affine.store %f, %a[%i] : memref<4194304xf32>
  }
  %r:2 = affine.parallel (%i) = (0) to (4194304) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %a[%i] : memref<4194304xf32>
    affine.yield %v, %v : f32, f32
  }
  vector.print %r#0 : f32
  vector.print %r#1 : f32
  memref.dealloc %a : memref<4194304xf32>
  return
}

func.func @noop() {
  return
}

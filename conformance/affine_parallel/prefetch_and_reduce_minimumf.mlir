// affine.prefetch inside affine.parallel (including addresses past the
// end, which are ignored) beside a "minimumf" reduction over f32 loads with
// a symbolic step-1 range.
func.func @main() {
  %n = arith.constant 9 : index
  %m = memref.alloc() : memref<9xf32>
  affine.for %i = 0 to 9 {
    %v = affine.apply affine_map<(d0) -> ((d0 * 4) mod 9)>(%i)
    %vi = arith.index_cast %v : index to i32
    %f = arith.sitofp %vi : i32 to f32
    %c = arith.constant 1.5 : f32
    %g = arith.subf %f, %c : f32
    affine.store %g, %m[%i] : memref<9xf32>
  }
  %r = affine.parallel (%i) = (1) to (symbol(%n)) reduce ("minimumf") -> (f32) {
    affine.prefetch %m[%i + 4], read, locality<3>, data : memref<9xf32>
    affine.prefetch %m[%i * 2], write, locality<0>, instr : memref<9xf32>
    %v = affine.load %m[%i] : memref<9xf32>
    affine.yield %v : f32
  }
  vector.print %r : f32
  memref.dealloc %m : memref<9xf32>
  return
}

// affine.min computes the size of the last, partial tile ((d0)[s0] ->
// (4, s0 - d0)); that size (not a valid affine dim) bounds an scf.for whose
// f32 iter_args sums the tile.
func.func @main() {
  %n = arith.constant 11 : index
  %m = memref.alloc() : memref<11xf32>
  affine.for %i = 0 to %n {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %q = arith.constant 1.5 : f32
    %g = arith.mulf %f, %q : f32
    affine.store %g, %m[%i] : memref<11xf32>
  }
  %zero = arith.constant 0.0 : f32
  affine.for %t = 0 to %n step 4 {
    %sz = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%t)[%n]
    vector.print %sz : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = scf.for %k = %c0 to %sz step %c1 iter_args(%acc = %zero) -> (f32) {
      %idx = affine.apply affine_map<(d0) -> (d0)>(%t)
      %x = arith.addi %idx, %k : index
      %v = memref.load %m[%x] : memref<11xf32>
      %w = arith.addf %acc, %v : f32
      scf.yield %w : f32
    }
    vector.print %s : f32
  }
  memref.dealloc %m : memref<11xf32>
  return
}

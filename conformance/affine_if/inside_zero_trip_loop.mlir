// affine.if inside zero-trip loops (constant 4 to 4, and symbolic max/min
// bounds that cross) never evaluates: nothing is printed or stored, and the
// index/f32 loop results are their inits.
func.func @main() {
  %n = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %f0 = arith.constant 3.5 : f32
  %r0 = affine.for %i = 4 to 4 iter_args(%a = %c9) -> (index) {
    %v = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> index {
      vector.print %i : index
      affine.yield %i : index
    } else {
      affine.yield %a : index
    }
    affine.yield %v : index
  }
  vector.print %r0 : index
  %r1 = affine.for %i = max affine_map<()[s0] -> (s0, 2)>()[%n] to min affine_map<()[s0] -> (s0 - 1, 10)>()[%n] iter_args(%a = %f0) -> (f32) {
    affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
      vector.print %a : f32
    }
    %t = arith.addf %a, %a : f32
    affine.yield %t : f32
  }
  vector.print %r1 : f32
  return
}

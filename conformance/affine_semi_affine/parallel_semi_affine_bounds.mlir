// affine.parallel whose upper bounds are semi-affine in symbols
// (s0 floordiv s1, s0 mod s1 + 2), reducing with "mulf" and "minimumf"
// over values computed with d0 ceildiv s0.
func.func @main() {
  %n = arith.constant 14 : index
  %k = arith.constant 4 : index
  %r:2 = affine.parallel (%i, %j) = (0, 0) to (symbol(%n) floordiv symbol(%k), symbol(%n) mod symbol(%k) + 2) reduce ("mulf", "minimumf") -> (f32, f32) {
    %q = affine.apply affine_map<(d0, d1)[s0] -> ((d0 * 5 + d1) ceildiv s0)>(%i, %j)[%k]
    %qi = arith.index_cast %q : index to i32
    %f = arith.sitofp %qi : i32 to f32
    %h = arith.constant 0.5 : f32
    %g = arith.addf %f, %h : f32
    affine.yield %g, %g : f32, f32
  }
  vector.print %r#0 : f32
  vector.print %r#1 : f32
  return
}

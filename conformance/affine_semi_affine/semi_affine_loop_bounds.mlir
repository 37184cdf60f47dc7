// Loop bounds given by semi-affine maps: lower s0 ceildiv s1, upper
// s0 floordiv s1 + s0 mod s1, and an inner upper bound (d0)[s0] ->
// (d0 floordiv s0 + 1); an i32 iter_args counts inner trips.
func.func @main() {
  %n = arith.constant 23 : index
  %k = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r = affine.for %i = affine_map<()[s0, s1] -> (s0 ceildiv s1)>()[%n, %k] to affine_map<()[s0, s1] -> (s0 floordiv s1 + s0 mod s1)>()[%n, %k] iter_args(%acc = %z) -> (i32) {
    vector.print %i : index
    %in = affine.for %j = 0 to affine_map<(d0)[s0] -> (d0 floordiv s0 + 1)>(%i)[%k] iter_args(%a = %acc) -> (i32) {
      %b = arith.addi %a, %one : i32
      affine.yield %b : i32
    }
    affine.yield %in : i32
  }
  vector.print %r : i32
  return
}

// vector.outerproduct whose first type is a scalar: at the op's name.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 expected vector type for operand #1
func.func @main(%a: f32) {
  %1 = vector.outerproduct %a, %a : f32, f32
  return
}

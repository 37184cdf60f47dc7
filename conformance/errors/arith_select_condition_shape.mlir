// arith.select on a vector<4xi1> for vector<8xi32> values.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.select' op failed to verify that condition is signless i1 or has matching shape
func.func @main(%c: vector<4xi1>, %a: vector<8xi32>) {
  %0 = arith.select %c, %a, %a : vector<4xi1>, vector<8xi32>
  return
}

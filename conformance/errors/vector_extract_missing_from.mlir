// vector.extract without 'from' and its result type: parseKeyword reports\nat the token that stands there.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:3 expected 'from'
func.func @main(%v: vector<4x4xf32>) {
  %1 = vector.extract %v[0] : vector<4xf32>
  return
}

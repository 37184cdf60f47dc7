// affine.linearize_index typed vector<2xindex>: the type is read as an\nIndexType before the operands are resolved, so the error is at the type.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:54 invalid kind of type specified: expected builtin.index, but found 'vector<2xindex>'
func.func @main(%v0: vector<2xindex>, %v1: vector<2xindex>) {
  %0 = affine.linearize_index [%v0, %v1] by (4, 8) : vector<2xindex>
  return
}

// arith.index_cast with index on both sides: cast incompatible.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = arith.index_cast %x : index to index
  return
}

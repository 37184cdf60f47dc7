// A symbol name starting with '$': at the character after '@'.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:12 @ identifier expected to start with letter or '_'
func.func @$main() {
  return
}

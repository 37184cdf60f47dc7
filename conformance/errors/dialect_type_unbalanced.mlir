// A dialect type whose body closes '(' with ']': at the body's '<', naming\nthe innermost open bracket (scanned by characters, as MLIR does).
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:34 unbalanced '(' character in pretty dialect name
func.func private @g(%a: !foo.bar<a(b]>)
func.func @main() {
  return
}

// An empty function body: at its '{'.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:19 expected non-empty function body
func.func @main() {}

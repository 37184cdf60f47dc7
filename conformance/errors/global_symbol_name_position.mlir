// memref.global with two visibilities: the symbol name expected at the second.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:25 expected valid '@'-identifier for symbol name
memref.global "private" "public" @gv : memref<2x2xf32> = dense<0.0>
func.func @main() {
  return
}

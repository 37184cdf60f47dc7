// memref.get_global whose type is not the global's.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:8 'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<3xi32>' of the global memref @gv
memref.global "private" @gv : memref<3xi32>
func.func @main() {
  %g = memref.get_global @gv : memref<3xf32>
  return
}

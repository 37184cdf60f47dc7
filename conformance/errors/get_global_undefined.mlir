// memref.get_global of a symbol the module does not define.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'memref.get_global' op 'nope' does not reference a valid global memref
func.func @main(%a: memref<2xf32>, %x: index) {
  %g = memref.get_global @nope : memref<2xf32>
  return
}

// memref.global with a misspelt visibility: the Symbol trait.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:1 'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "priate"
memref.global "priate" constant @gv : memref<2xf32> = uninitialized
func.func @main() {
  return
}

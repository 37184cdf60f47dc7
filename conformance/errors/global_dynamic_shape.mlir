// memref.global of a dynamic shape: at the op's name, with the type.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:1 type should be static shaped memref, but got 'memref<?xf32>'
memref.global @gv : memref<?xf32>
func.func @main() {
  return
}

// memref.view with one size for two '?'.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:8 'memref.view' op incorrect number of dynamic sizes, has 1, expected 2
func.func @main(%x: index) {
  %0 = memref.alloc() : memref<2048xi8>
  %1 = memref.view %0[%x][%x] : memref<2048xi8> to memref<?x?xf32>
  return
}

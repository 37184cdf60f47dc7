// memref.view without its byte shift: an SSA operand expected in the '[]'.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:23 expected SSA operand
func.func @main(%x: index) {
  %0 = memref.alloc() : memref<2048xi8>
  %1 = memref.view %0[][%x, %x] : memref<2048xi8> to memref<?x?xf32>
  return
}

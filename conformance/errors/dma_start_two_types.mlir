// affine.dma_start with two types instead of three: at the op's name.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 9:3 expected three types
func.func @main() {
  %A = memref.alloc() : memref<256xf32>
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  affine.dma_start %A[%c0], %A[%c0], %tag[%c0], %c64 : memref<256xf32>, memref<1xi32>
  return
}

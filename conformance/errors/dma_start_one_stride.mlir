// affine.dma_start with one stride operand instead of two: mlir-opt-22
// reports it at the op's name (issue 19).
// EXPECT-EXIT: 2
// EXPECT-ERROR: 12:3 expected two stride related operands
func.func @main() {
  %A = memref.alloc() : memref<256xf32>
  %B = memref.alloc() : memref<256xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c8 = arith.constant 8 : index
  affine.dma_start %A[%c0], %B[%c0], %tag[%c0], %c64, %c8 : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  return
}

// MLIR-BUG: undefined-output
// PASS: -affine-pipeline-data-transfer
// ROOT-CAUSE: PipelineDataTransfer::runOnAffineForOp: it gives the affine.dma_start shift 0 and every other op of the body shift 1 and checks the shifts with isOpwiseShiftValid, which looks only at SSA def-use (memory-based dependences are left to a future extension, its comment says), so a store to the DMA's source that comes before the dma_start in the body is moved one iteration after the DMA that reads it
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 103516, --pass-pipeline=builtin.module(func.func(affine-loop-fusion{mode=producer},affine-pipeline-data-transfer)) (fusion put a producer loop writing a column of %alloc in front of the dma_start that reads that column)
// MATCH: {"class": "undefined-output", "defaults": {}, "features": ["invariant-load", "memory-space", "op:affine.dma_start", "op:affine.dma_wait", "op:affine.load", "op:affine.store"], "kind": "silent", "options": {}, "pass": "affine-pipeline-data-transfer", "ub": "dma"}
// EXPECT-SOURCE: spec
// Iteration i stores i into a[i] and then DMAs a[i] into the fast buffer,
// waits and prints it: 0 1 2 3.  After pipelining, the DMA of iteration i
// starts in iteration i - 1 (the prologue for i = 0), before the store of
// a[i], which now runs while that DMA is in flight (affine-interp:
// exit 3 [dma] on the pass output); the transfer reads the stale -1.
func.func @main() {
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    affine.store %m1, %a[%i] : memref<4xf32>
  }
  %buf = memref.alloc() : memref<1xf32, 2>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    affine.store %f, %a[%i] : memref<4xf32>
    affine.dma_start %a[%i], %buf[0], %tag[0], %c1 : memref<4xf32>, memref<1xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[0], %c1 : memref<1xi32>
    %x = affine.load %buf[0] : memref<1xf32, 2>
    vector.print %x : f32
  }
  memref.dealloc %buf : memref<1xf32, 2>
  memref.dealloc %tag : memref<1xi32>
  memref.dealloc %a : memref<4xf32>
  return
}

// MLIR-BUG: wrong-output
// PASS: -affine-data-copy-generate=generate-dma=false fast-mem-space=0 fast-mem-capacity=1
// ROOT-CAUSE: affineDataCopyGenerate / generateCopy: the region walk collects only AffineLoadOp and AffineStoreOp, while generateCopy's replaceAllMemRefUsesWith (its userFilterFn checks only the position in the range) redirects every use of the memref in the range, so an access the walk never modelled (an affine.dma_start, an affine.vector_load) is rewritten into a fast buffer whose extent, copy-in and copy-out ignore it
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seeds 1015, 1016 (affine-pipeline-data-transfer,affine-data-copy-generate{generate-dma=false fast-mem-space=0 fast-mem-capacity=1024}) and 1019 (affine-data-copy-generate{generate-dma=false fast-mem-space=2 fast-mem-capacity=1024}); 102242 (affine-loop-coalescing,affine-parallelize{parallel-reductions=true},affine-data-copy-generate{generate-dma=true fast-mem-space=3 skip-non-unit-stride-loops=true})
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["memory-space", "op:affine.dma_start", "op:affine.dma_wait", "op:affine.load", "op:affine.store"], "kind": "silent", "options": {}, "pass": "affine-data-copy-generate", "ub": null}
// EXPECT-SOURCE: spec
// The loop only reads %A with affine.load, so %A gets a read region: a copy-in
// before the loop and no copy-out.  The affine.dma_start that writes %A is
// rewritten to write the fast buffer, and its data is dropped with it: the
// program prints 1 instead of 2.  The same redirection reads a DMA source out
// of bounds when the loads cover less than the DMA (seed 1016), skips the
// copy-in a DMA source needs when the range only stores to it (seed 1019),
// and frees the buffer before the dma_wait that ends a transfer started in
// the range (seed 1015).  MLIR 22 cannot lower DMA ops: only affine-interp
// runs this.
func.func @main() {
  %A = memref.alloca() : memref<4xf32>
  %S = memref.alloca() : memref<4xf32, 2>
  %tag = memref.alloca() : memref<1xi32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %c4 = arith.constant 4 : index
  affine.for %j = 0 to 4 {
    affine.store %one, %A[%j] : memref<4xf32>
    affine.store %two, %S[%j] : memref<4xf32, 2>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    affine.dma_start %S[0], %A[0], %tag[0], %c4 : memref<4xf32, 2>, memref<4xf32>, memref<1xi32>
    affine.dma_wait %tag[0], %c4 : memref<1xi32>
  }
  %v = affine.load %A[3] : memref<4xf32>
  vector.print %v : f32
  return
}

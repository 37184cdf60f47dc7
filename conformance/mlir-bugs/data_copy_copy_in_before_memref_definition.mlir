// MLIR-BUG: invalid-output
// PASS: -affine-data-copy-generate=generate-dma=false fast-mem-space=0 fast-mem-capacity=1
// ROOT-CAUSE: affineDataCopyGenerate: the only check on a memref before copying it is that its defining region encloses the block (getParentRegion()->isAncestor), not that its definition comes before the range start, so for a straight-line range that begins before the memref.alloca of %b generateCopy places %b's copy-in ahead of its definition
// UPSTREAM: llvm/llvm-project#216630
// FOUND-BY: fuzz/campaign seed 101179, --pass-pipeline=builtin.module(func.func(affine-loop-normalize{promote-single-iter=true},affine-loop-unroll{unroll-full-threshold=2 cleanup-unroll=true},affine-data-copy-generate{generate-dma=true fast-mem-space=1 fast-mem-capacity=4 min-dma-transfer=1}))
// MATCH: {"class": "invalid-output", "kind": "message", "message": "operand #N does not dominate this use", "op": null, "pass": "affine-data-copy-generate"}
// runOnBlock makes one copy range of the straight-line code from the first
// affine.store (to %a) to the end of the block; %b is allocated inside that
// range, and its copy-in, put at the range start, reads %b before the
// alloca: "operand #0 does not dominate this use".  Also with
// generate-dma=true (an affine.dma_start, as in the campaign's program, where
// full unrolling had turned loops into straight-line accesses).  With an
// affine.for between the two allocas the ranges split and the pass is fine.
// The mirror image of data_copy_copies_back_after_dealloc.
func.func @main() {
  %a = memref.alloca() : memref<2xindex>
  %c = arith.constant 3 : index
  affine.store %c, %a[0] : memref<2xindex>
  %b = memref.alloca() : memref<2xindex>
  affine.store %c, %b[1] : memref<2xindex>
  %r = affine.load %b[1] : memref<2xindex>
  vector.print %r : index
  return
}

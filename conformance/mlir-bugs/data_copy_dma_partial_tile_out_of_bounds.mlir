// MLIR-BUG: undefined-output
// PASS: -affine-data-copy-generate=generate-dma=true fast-mem-space=2 fast-mem-capacity=1
// ROOT-CAUSE: generateCopy: with generateDma the affine.dma_start moves numElements, the constant bounding-box size from getConstantBoundingSizeAndShape, from the region's lower bound and ignores the region's upper bounds (ubMaps), so a partial last tile's transfer runs past the memref
// UPSTREAM: new
// FOUND-BY: tests/dma kernels (tests/test_dma.py)
// MATCH: {"class": "undefined-output", "defaults": {"fast-mem-capacity": "18446744073709551615", "generate-dma": "false"}, "features": ["depth>=2", "depth>=3", "iter_args", "op:affine.load", "op:affine.store", "step", "symbolic-bound"], "kind": "silent", "options": {"fast-mem-capacity": "1", "generate-dma": "true"}, "pass": "affine-data-copy-generate", "ub": "bounds"}
// The tile loop's last tile (%ii = 16) has 4 rows, but its dma_start
// moves 8 rows (160 elements) from row 16 of a 20-row memref
// (affine-interp: exit 3 [bounds] at that dma_start).  With
// generate-dma=false the same pass copies with the tile's min bounds and
// the output prints 400, as the original does.  No compiled backend runs
// DMA ops, so only an interpreter sees this.
func.func @main() {
  %A = memref.alloc() : memref<20x20xf32>
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 20 {
      affine.store %one, %A[%i, %j] : memref<20x20xf32>
    }
  }
  %sum = affine.for %ii = 0 to 20 step 8 iter_args(%s0 = %zero) -> (f32) {
    %s1 = affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min affine_map<(d0) -> (d0 + 8, 20)>(%ii) iter_args(%s2 = %s0) -> (f32) {
      %s3 = affine.for %j = 0 to 20 iter_args(%s4 = %s2) -> (f32) {
        %v = affine.load %A[%i, %j] : memref<20x20xf32>
        %s5 = arith.addf %s4, %v : f32
        affine.yield %s5 : f32
      }
      affine.yield %s3 : f32
    }
    affine.yield %s1 : f32
  }
  vector.print %sum : f32
  memref.dealloc %A : memref<20x20xf32>
  return
}

// MLIR-BUG: wrong-output
// PASS: -affine-data-copy-generate=generate-dma=true fast-mem-space=2 fast-mem-capacity=1
// ROOT-CAUSE: getMultiLevelStrides: it takes the memref's row length from getDimSize(d), which is ShapedType::kDynamic (INT64_MIN) for a dynamic dimension, so bufferShape[d] < dimSize is false and no stride is recorded (the DMA is emitted as one contiguous transfer of a strided region), and a static dimension further out multiplies the stride into a wrapped value (0)
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 100624, --pass-pipeline=builtin.module(func.func(affine-data-copy-generate{generate-dma=true fast-mem-space=1 fast-mem-capacity=2 skip-non-unit-stride-loops=true})); also seed 100155 (wrong-output: a 8x6x4 block of a memref<8x?x?xf32> moved as 192 contiguous elements)
// MATCH: {"class": "wrong-output", "defaults": {"generate-dma": "false"}, "features": ["depth>=2", "dynamic-shape", "op:affine.apply", "op:affine.load", "op:affine.store"], "kind": "silent", "options": {"generate-dma": "true"}, "pass": "affine-data-copy-generate", "seeds": [100155], "ub": null}
// %A is 3x5 at run time (memref<3x?xf32>), the reading loop wants the 3x2
// block A[0..2][0..1].  The DMA moves 6 contiguous elements from A[0][0]
// (A[0][0..4] and A[1][0]) into the 3x2 buffer: the program prints
// 0 1 2 3 4 10 instead of 0 1 10 11 20 21.  With memref<2x4x?xf32> and a
// 2x2x3 region the stride becomes INT64_MIN * 4 = 0 and the DMA is
// affine.dma_start ..., %c12, %c0, %c6 (affine-interp: exit 3 [dma]; that is
// the campaign's finding).  generate-dma=false copies point-wise and is
// right.  MLIR 22 cannot lower DMA ops: only affine-interp runs this.
func.func @main() {
  %c5 = arith.constant 5 : index
  %A = memref.alloc(%c5) : memref<3x?xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 5 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %si = arith.index_cast %s : index to i32
      %f = arith.sitofp %si : i32 to f32
      affine.store %f, %A[%i, %j] : memref<3x?xf32>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      %v = affine.load %A[%i, %j] : memref<3x?xf32>
      vector.print %v : f32
    }
  }
  memref.dealloc %A : memref<3x?xf32>
  return
}

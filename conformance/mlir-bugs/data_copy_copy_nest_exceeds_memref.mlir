// MLIR-BUG: undefined-output
// PASS: -affine-data-copy-generate=generate-dma=false fast-mem-space=0 fast-mem-capacity=1
// ROOT-CAUSE: generateCopy: it takes the copy nest's bounds from MemRefRegion::getLowerAndUpperBound on the region as computed (affineDataCopyGenerate passes addMemRefDimBounds=false) and never intersects them with the memref's extent, so an over-approximated region (%i mod 12 gives [0, 11] on an 8-element memref) makes the copy loop leave the memref, and, since getConstantBoundingSizeAndShape caps the buffer at the static shape, the buffer too
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seeds 100446 (--pass-pipeline=builtin.module(func.func(affine-data-copy-generate{generate-dma=false fast-mem-space=0 fast-mem-capacity=16})), subscript %j mod 12 on a 3x8 memref; 57 campaign programs) and 101595 (affine-loop-tile{tile-sizes=1 separate=true} first: a full-tile branch on a memref with a dynamic row length)
// MATCH: {"class": "undefined-output", "defaults": {}, "features": ["op:affine.load", "op:affine.store", "semi-affine"], "kind": "silent", "options": {}, "pass": "affine-data-copy-generate", "seeds": [100446], "ub": "bounds"}
// %i < 8, so %m[%i mod 12] reads %m[%i], but the region of that subscript is
// [0, 11].  The pass allocates a memref<8xf32> buffer (the region capped at
// the memref's size) and copies it in with affine.for %arg0 = 0 to 12:
// affine-interp stops at the load of %m[8] (exit 3 [bounds]); the compiled
// output reads and writes 4 elements past both buffers and mlir-runner
// crashes.
func.func @main() {
  %m = memref.alloca() : memref<8xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %one, %m[%i] : memref<8xf32>
  }
  %zero = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 8 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %m[%i mod 12] : memref<8xf32>
    %n = arith.addf %acc, %v : f32
    affine.yield %n : f32
  }
  vector.print %s : f32
  return
}

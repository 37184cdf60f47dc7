// MLIR-BUG: wrong-output
// PASS: -affine-data-copy-generate=generate-dma=false fast-mem-space=0 fast-mem-capacity=1
// ROOT-CAUSE: affineDataCopyGenerate: it collects regions and makes fast buffers per memref SSA value, never asking whether another memref accessed in the range (%v, a memref.reinterpret_cast of %a, which generateCopy skips for its non-identity layout) aliases it, so the loop's loads of %a read a copy taken before the loop while its stores go to %a through %v
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 101752, --pass-pipeline=builtin.module(func.func(affine-data-copy-generate{generate-dma=true fast-mem-space=3 fast-mem-capacity=4 skip-non-unit-stride-loops=true tag-mem-space=0},affine-loop-unroll,affine-loop-normalize)) (126 campaign programs with this signature; generate-dma=false gives the same wrong output)
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["op:affine.load", "op:affine.store", "op:memref.reinterpret_cast"], "kind": "silent", "options": {}, "pass": "affine-data-copy-generate", "ub": null}
// Iteration i reads a[i] and writes a[i + 1] = 2 * a[i] through %v: the
// program prints 128.  After the pass the loop reads a fast copy of %a made
// before it, so every a[i + 1] becomes 2 and the program prints 2.
func.func @main() {
  %a = memref.alloca() : memref<8xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %one, %a[%i] : memref<8xf32>
  }
  %v = memref.reinterpret_cast %a to offset: [1], sizes: [7], strides: [1] : memref<8xf32> to memref<7xf32, strided<[1], offset: 1>>
  affine.for %i = 0 to 7 {
    %x = affine.load %a[%i] : memref<8xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %v[%i] : memref<7xf32, strided<[1], offset: 1>>
  }
  %r = affine.load %a[7] : memref<8xf32>
  vector.print %r : f32
  return
}

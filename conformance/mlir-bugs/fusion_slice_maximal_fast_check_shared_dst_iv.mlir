// MLIR-BUG: undefined-output
// PASS: -affine-loop-fusion=mode=producer
// ROOT-CAUSE: ComputationSliceState::isSliceMaximalFastCheck: it calls a slice maximal when every slice loop is a single-iteration equality on some destination IV whose loop has the source loop's constant bounds, without checking that different slice loops use different destination IVs, so the diagonal slice (%i = %k, %j = %k) of a 4x4 producer fused into a 1-D consumer counts as the whole producer and canRemoveSrcNodeAfterFusion erases the producer nest that a later loop still reads
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 105311, --pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=5},affine-loop-fusion{mode=producer})) (the unroll-jam changes nothing; a 4x4 init nest, a diagonal consumer and a later loop reading %a[(%i + 3) mod 4, %i])
// MATCH: {"class": "undefined-output", "defaults": {}, "features": ["depth>=2", "op:affine.apply", "op:affine.load", "op:affine.store"], "kind": "silent", "options": {}, "pass": "affine-loop-fusion", "seeds": [105311], "ub": "uninit"}
// The first nest writes all of %a; the second reads its diagonal, the
// third reads row 0 (and %b).  Fusion puts the diagonal slice of the first
// nest into the second and deletes the first, so %a[0, 1..3] are never
// written and the third loop reads uninitialized memory (affine-interp:
// exit 3 [uninit] on the pass output; the original prints 0 6 12 18).
// The same happens with the default greedy mode.
func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %n = arith.index_cast %s : index to i32
      %f = arith.sitofp %n : i32 to f32
      affine.store %f, %a[%i, %j] : memref<4x4xf32>
    }
  }
  %b = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i, %i] : memref<4x4xf32>
    affine.store %x, %b[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %x = affine.load %b[%i] : memref<4xf32>
    %y = affine.load %a[0, %i] : memref<4x4xf32>
    %z = arith.addf %x, %y : f32
    vector.print %z : f32
  }
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %a : memref<4x4xf32>
  return
}

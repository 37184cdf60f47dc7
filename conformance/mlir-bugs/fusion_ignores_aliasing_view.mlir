// MLIR-BUG: wrong-output
// PASS: -affine-loop-fusion
// ROOT-CAUSE: getFirstDependentOpInRange: the ops between the producer and consumer nests depend on the producer only if they access the same memref SSA value, so a store through a memref.reinterpret_cast view of the producer's buffer does not keep the producer from being fused past it (the MDG's edges are keyed on the SSA value too)
// UPSTREAM: llvm/llvm-project#218696
// FOUND-BY: tools/pass-matrix on conformance/affine_memory/reinterpret_cast_transposed_i16
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["depth>=2", "op:affine.apply", "op:affine.load", "op:affine.store", "op:memref.reinterpret_cast"], "kind": "silent", "options": {}, "pass": "affine-loop-fusion", "ub": null}
// The first loop (fill with -7) is fused into the last one, after the loop
// that stores through the transposed view %v: the fill now overwrites those
// stores, and the program prints -7 for all fourteen elements and for
// %v[2, 1] (21 in the original); the reference run of the pass output prints
// what affine-interp prints for it.
func.func @main() {
  %flat = memref.alloc() : memref<14xi16>
  affine.for %i = 0 to 14 {
    %c = arith.constant -7 : i16
    affine.store %c, %flat[%i] : memref<14xi16>
  }
  %v = memref.reinterpret_cast %flat to offset: [2], sizes: [3, 4], strides: [1, 3] : memref<14xi16> to memref<3x4xi16, strided<[1, 3], offset: 2>>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %x = arith.index_cast %s : index to i16
      affine.store %x, %v[%i, %j] : memref<3x4xi16, strided<[1, 3], offset: 2>>
    }
  }
  affine.for %i = 0 to 14 {
    %x = affine.load %flat[%i] : memref<14xi16>
    vector.print %x : i16
  }
  %y = affine.load %v[2, 1] : memref<3x4xi16, strided<[1, 3], offset: 2>>
  vector.print %y : i16
  memref.dealloc %flat : memref<14xi16>
  return
}

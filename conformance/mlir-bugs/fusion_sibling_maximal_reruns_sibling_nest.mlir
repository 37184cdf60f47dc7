// MLIR-BUG: wrong-output
// PASS: --pass-pipeline=builtin.module(func.func(affine-loop-fusion{mode=sibling maximal=true}))
// ROOT-CAUSE: fuseWithSiblingNodes: with maximal=true it skips isFusionProfitable and requires only bestSlice.isMaximal(), which holds for a slice whose bounds do not depend on the destination IVs (the whole sibling nest, since its load %b[0] does not follow the destination's %b[%k]), so fuseLoops puts the entire sibling nest inside the destination loop and runs it once per destination iteration; nothing checks that each sibling iteration still runs once, and the sibling's in-place update a[i] = a[i] + b[0] is applied 4 times
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 100413, --pass-pipeline=builtin.module(func.func(affine-loop-fusion{mode=greedy maximal=true local-buf-threshold=0 fast-mem-space=2},affine-scalrep)) (a 4x16 in-place update of %arg0 reading %arg1 fused, whole, into the body of a 4x16 iter_args nest that also reads %arg1: the update ran 64 times)
// MATCH: {"class": "wrong-output", "defaults": {"maximal": "false"}, "features": ["call", "in-place-update", "op:affine.load", "op:affine.store"], "kind": "silent", "options": {"maximal": "true"}, "pass": "affine-loop-fusion", "seeds": [100413], "ub": null}
// The two loops of @kernel only share reads of %b.  Sibling fusion with
// maximal=true moves the whole first loop into the body of the second, so
// a[i] += b[0] runs 4 times per element: the program prints 4 and 1
// instead of 1 and 1.  (Without maximal=true the cost model rejects the
// redundant computation and nothing is fused.)
func.func @kernel(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %b[0] : memref<4xf32>
    %y = affine.load %a[%i] : memref<4xf32>
    %z = arith.addf %x, %y : f32
    affine.store %z, %a[%i] : memref<4xf32>
  }
  affine.for %k = 0 to 4 {
    %x = affine.load %b[%k] : memref<4xf32>
    affine.store %x, %c[%k] : memref<4xf32>
  }
  return
}
func.func @main() {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    affine.store %zero, %a[%i] : memref<4xf32>
    affine.store %one, %b[%i] : memref<4xf32>
  }
  call @kernel(%a, %b, %c) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  %a0 = affine.load %a[0] : memref<4xf32>
  %c0 = affine.load %c[0] : memref<4xf32>
  vector.print %a0 : f32
  vector.print %c0 : f32
  memref.dealloc %c : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

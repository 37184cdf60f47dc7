// FIXED: the corrected sibling of scf_parallel_reduction_of_uninitialized_loads.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %z, %a[%i] : memref<4xf32>
  }
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f32 {
    %v = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  vector.print %r : f32
  memref.dealloc %a : memref<4xf32>
  return
}

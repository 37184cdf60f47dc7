// affine.vector_load/affine.vector_store inside affine.parallel with step 4:
// each iteration owns a disjoint 4-lane chunk, reads it from one buffer and
// writes it to another; a reduction adds the chunks' first lanes.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 16 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %a[%i] : memref<16xf32>
  }
  %s = affine.parallel (%i) = (0) to (16) step (4) reduce ("addf") -> (f32) {
    %v = affine.vector_load %a[%i] : memref<16xf32>, vector<4xf32>
    %r = vector.shuffle %v, %v [3, 2, 1, 0] : vector<4xf32>, vector<4xf32>
    affine.vector_store %r, %b[%i] : memref<16xf32>, vector<4xf32>
    %e = vector.extract %v[0] : f32 from vector<4xf32>
    affine.yield %e : f32
  }
  vector.print %s : f32
  %u = memref.cast %b : memref<16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  return
}

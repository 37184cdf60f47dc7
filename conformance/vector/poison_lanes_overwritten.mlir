// Lanes written over ub.poison are as defined as what was written; the
// lanes never written stay poison but are never observed here, so the
// program is well defined (SPEC_NOTES "poison": lane-moving ops carry each
// lane's definedness).  Covers vector.insert (scalars and subvectors),
// insert_strided_slice, extract, extract_strided_slice, from_elements,
// broadcast, transpose, shuffle, and a scalar store over poison in memory.
func.func @main() {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c4 = arith.constant 4.0 : f32
  // every lane written, one insert at a time
  %p = ub.poison : vector<4xf32>
  %v0 = vector.insert %c1, %p[0] : f32 into vector<4xf32>
  %v1 = vector.insert %c2, %v0[1] : f32 into vector<4xf32>
  %v2 = vector.insert %c3, %v1[2] : f32 into vector<4xf32>
  %v3 = vector.insert %c4, %v2[3] : f32 into vector<4xf32>
  vector.print %v3 : vector<4xf32>
  // a dynamic position
  %i2 = arith.constant 2 : index
  %d = vector.insert %c4, %p[%i2] : f32 into vector<4xf32>
  %de = vector.extract %d[%i2] : f32 from vector<4xf32>
  vector.print %de : f32
  // some lanes written: the written ones are read back
  %w = vector.insert %c2, %p[1] : f32 into vector<4xf32>
  %we = vector.extract %w[1] : f32 from vector<4xf32>
  vector.print %we : f32
  // rows of a 2-D poison vector written as subvectors
  %q = ub.poison : vector<2x4xf32>
  %r0 = vector.insert %v3, %q[0] : vector<4xf32> into vector<2x4xf32>
  %r1 = vector.insert %v3, %r0[1] : vector<4xf32> into vector<2x4xf32>
  vector.print %r1 : vector<2x4xf32>
  // insert_strided_slice covering the whole vector in two halves
  %s = arith.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : vector<2x2xf32>
  %t0 = vector.insert_strided_slice %s, %q {offsets = [0, 0], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  %t1 = vector.insert_strided_slice %s, %t0 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  vector.print %t1 : vector<2x4xf32>
  // only the left half written: extract_strided_slice reads it back
  %h = vector.extract_strided_slice %t0 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  vector.print %h : vector<2x2xf32>
  // from_elements with a poison element: the others are defined
  %ps = ub.poison : f32
  %f = vector.from_elements %c1, %ps, %c3 : vector<3xf32>
  %fe = vector.extract %f[2] : f32 from vector<3xf32>
  vector.print %fe : f32
  // broadcast of a half-defined vector: the copies of its defined lane
  %p2 = ub.poison : vector<2xf32>
  %b0 = vector.insert %c3, %p2[0] : f32 into vector<2xf32>
  %b = vector.broadcast %b0 : vector<2xf32> to vector<3x2xf32>
  %be = vector.extract %b[2, 0] : f32 from vector<3x2xf32>
  vector.print %be : f32
  // transpose moves the defined lane with its value
  %p22 = ub.poison : vector<2x2xf32>
  %x0 = vector.insert %c4, %p22[0, 1] : f32 into vector<2x2xf32>
  %x = vector.transpose %x0, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  %xe = vector.extract %x[1, 0] : f32 from vector<2x2xf32>
  vector.print %xe : f32
  // shuffle picking only the defined lanes
  %sh = vector.shuffle %b0, %w [0, 3, 0] : vector<2xf32>, vector<4xf32>
  vector.print %sh : vector<3xf32>
  // memory: a defined store over a stored poison
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xf32>
  memref.store %ps, %m[%i0] : memref<2xf32>
  memref.store %ps, %m[%i1] : memref<2xf32>
  memref.store %c2, %m[%i1] : memref<2xf32>
  %ml = memref.load %m[%i1] : memref<2xf32>
  vector.print %ml : f32
  memref.dealloc %m : memref<2xf32>
  return
}

// affine.vector_load/affine.vector_store of vector<2xf64> on a 2-d memref in
// memory space 3 (alloca), with a symbolic step-2 inner loop and an f64
// iter_args reduction over the loaded lanes.
func.func @main() {
  %n = arith.constant 6 : index
  %m = memref.alloca() : memref<3x6xf64, 3>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to %n {
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
      %xi = arith.index_cast %x : index to i64
      %f = arith.sitofp %xi : i64 to f64
      %h = arith.constant 0.25 : f64
      %g = arith.mulf %f, %h : f64
      affine.store %g, %m[%i, %j] : memref<3x6xf64, 3>
    }
  }
  %z = arith.constant 0.0 : f64
  %s = affine.for %i = 0 to 3 iter_args(%a = %z) -> (f64) {
    %r = affine.for %j = 0 to %n step 2 iter_args(%b = %a) -> (f64) {
      %v = affine.vector_load %m[%i, %j] : memref<3x6xf64, 3>, vector<2xf64>
      %sw = vector.shuffle %v, %v [1, 0] : vector<2xf64>, vector<2xf64>
      affine.vector_store %sw, %m[%i, %j] : memref<3x6xf64, 3>, vector<2xf64>
      %e0 = vector.extract %v[0] : f64 from vector<2xf64>
      %e1 = vector.extract %v[1] : f64 from vector<2xf64>
      %d = arith.subf %e1, %e0 : f64
      %t = arith.addf %b, %d : f64
      affine.yield %t : f64
    }
    affine.yield %r : f64
  }
  vector.print %s : f64
  %row = affine.vector_load %m[1, 0] : memref<3x6xf64, 3>, vector<6xf64>
  vector.print %row : vector<6xf64>
  return
}

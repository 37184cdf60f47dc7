// "maximumf" and "minimumf" reductions order -0.0 below +0.0: the maximum of
// {-0, +0, -0} is +0 and the minimum is -0 (f32 and f64), unlike a plain
// compare-and-select.
func.func @main() {
  %r:4 = affine.parallel (%i) = (0) to (3) reduce ("maximumf", "minimumf", "maximumf", "minimumf") -> (f32, f32, f64, f64) {
    %ii = arith.index_cast %i : index to i32
    %one = arith.constant 1 : i32
    %odd = arith.andi %ii, %one : i32
    %z = arith.constant 0 : i32
    %isodd = arith.cmpi ne, %odd, %z : i32
    %pz = arith.constant 0.0 : f32
    %nz = arith.constant -0.0 : f32
    %v = arith.select %isodd, %pz, %nz : f32
    %pzd = arith.constant 0.0 : f64
    %nzd = arith.constant -0.0 : f64
    %vd = arith.select %isodd, %pzd, %nzd : f64
    affine.yield %v, %v, %vd, %vd : f32, f32, f64, f64
  }
  vector.print %r#0 : f32
  vector.print %r#1 : f32
  vector.print %r#2 : f64
  vector.print %r#3 : f64
  %s:2 = affine.parallel (%i) = (0) to (2) reduce ("maximumf", "minimumf") -> (f32, f32) {
    %nz = arith.constant -0.0 : f32
    affine.yield %nz, %nz : f32, f32
  }
  vector.print %s#0 : f32
  vector.print %s#1 : f32
  return
}

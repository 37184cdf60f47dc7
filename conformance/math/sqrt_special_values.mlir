// sqrt of perfect squares is exact, sqrt(-0) is -0, sqrt(inf) is inf,
// sqrt(-1) is NaN (sign normalized); rsqrt(4) is 0.5, rsqrt(0) is inf.
func.func @main() {
  %a = arith.constant 16.0 : f32
  %sa = math.sqrt %a : f32
  vector.print %sa : f32
  %nz = arith.constant -0.0 : f32
  %sb = math.sqrt %nz : f32
  vector.print %sb : f32
  %inf = arith.constant 0x7F800000 : f32
  %sc = math.sqrt %inf : f32
  vector.print %sc : f32
  %m1 = arith.constant -1.0 : f32
  %sd = math.sqrt %m1 : f32
  vector.print %sd : f32
  %two = arith.constant 2.0 : f64
  %se = math.sqrt %two : f64
  %sq = arith.mulf %se, %se : f64
  %err = arith.subf %sq, %two : f64
  vector.print %err : f64
  %four = arith.constant 4.0 : f32
  %r = math.rsqrt %four : f32
  vector.print %r : f32
  %z = arith.constant 0.0 : f32
  %rz = math.rsqrt %z : f32
  vector.print %rz : f32
  %tiny = arith.constant 1.0e-300 : f64
  %st = math.sqrt %tiny : f64
  vector.print %st : f64
  %hv = arith.constant dense<[0.25, 2.0, 65504.0, 0.0]> : vector<4xf16>
  %sh = math.sqrt %hv : vector<4xf16>
  vector.print %sh : vector<4xf16>
  return
}

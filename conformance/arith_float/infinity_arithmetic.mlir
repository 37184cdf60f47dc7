// Division by zero and overflow produce signed infinities (printed inf/-inf);
// inf plus a finite value stays inf; 1/-inf is -0; f32 and f64.
func.func @main() {
  %one = arith.constant 1.0 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.divf %one, %pz : f32
  vector.print %a : f32
  %b = arith.divf %one, %nz : f32
  vector.print %b : f32
  %big = arith.constant 3.0e38 : f32
  %ten = arith.constant 10.0 : f32
  %c = arith.mulf %big, %ten : f32
  vector.print %c : f32
  %nbig = arith.negf %big : f32
  %d = arith.subf %nbig, %big : f32
  vector.print %d : f32
  %e = arith.addf %a, %nbig : f32
  vector.print %e : f32
  %f = arith.divf %one, %b : f32
  vector.print %f : f32
  %g = arith.mulf %b, %b : f32
  vector.print %g : f32
  %dbig = arith.constant 1.0e308 : f64
  %h = arith.addf %dbig, %dbig : f64
  vector.print %h : f64
  %i = arith.negf %h : f64
  vector.print %i : f64
  %hbig = arith.constant 60000.0 : f16
  %j = arith.addf %hbig, %hbig : f16
  vector.print %j : f16
  %k = arith.constant 0xFF800000 : f32
  %l = arith.maximumf %k, %nbig : f32
  vector.print %l : f32
  return
}

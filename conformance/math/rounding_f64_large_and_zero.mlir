// f64 rounding ops: values past 2^52 are already integers, -0.0 stays -0,
// 0.49999999999999994 rounds to 0 (not 1), and f16 roundeven ties to even.
func.func @main() {
  %big = arith.constant 4503599627370497.0 : f64
  %a = math.floor %big : f64
  %ai = arith.fptosi %a : f64 to i64
  vector.print %ai : i64
  %b = math.roundeven %big : f64
  %bi = arith.fptosi %b : f64 to i64
  vector.print %bi : i64
  %nz = arith.constant -0.0 : f64
  %c = math.floor %nz : f64
  vector.print %c : f64
  %d = math.round %nz : f64
  vector.print %d : f64
  %e = math.ceil %nz : f64
  vector.print %e : f64
  %x = arith.constant 0.49999999999999994 : f64
  %f = math.round %x : f64
  vector.print %f : f64
  %g = math.roundeven %x : f64
  vector.print %g : f64
  %y = arith.constant -2.5 : f64
  %h = math.round %y : f64
  vector.print %h : f64
  %i = math.roundeven %y : f64
  vector.print %i : f64
  %hv = arith.constant dense<[0.5, 1.5, 2.5, -3.5]> : vector<4xf16>
  %j = math.roundeven %hv : vector<4xf16>
  vector.print %j : vector<4xf16>
  %k = math.round %hv : vector<4xf16>
  vector.print %k : vector<4xf16>
  return
}

// ctlz/cttz of 0 equal the bit width (defined in math, unlike C builtins);
// ctpop of -1 is the width; checked on i8, i16, i64 and a vector<4xi32>.
func.func @main() {
  %z8 = arith.constant 0 : i8
  %a = math.ctlz %z8 : i8
  vector.print %a : i8
  %b = math.cttz %z8 : i8
  vector.print %b : i8
  %m1_16 = arith.constant -1 : i16
  %c = math.ctpop %m1_16 : i16
  vector.print %c : i16
  %d = math.ctlz %m1_16 : i16
  vector.print %d : i16
  %min64 = arith.constant -9223372036854775808 : i64
  %e = math.cttz %min64 : i64
  vector.print %e : i64
  %f = math.ctlz %min64 : i64
  vector.print %f : i64
  %z64 = arith.constant 0 : i64
  %g = math.ctlz %z64 : i64
  vector.print %g : i64
  %v = arith.constant dense<[0, 1, -1, 65536]> : vector<4xi32>
  %h = math.ctlz %v : vector<4xi32>
  vector.print %h : vector<4xi32>
  %i = math.cttz %v : vector<4xi32>
  vector.print %i : vector<4xi32>
  %j = math.ctpop %v : vector<4xi32>
  vector.print %j : vector<4xi32>
  return
}

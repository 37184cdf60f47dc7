// vector.fma on a 2-D vector rounds once per lane (2^-24 survives where mulf
// then addf gives 0); elementwise arith on 2-D vectors keeps the shape.
func.func @main() {
  %a = arith.constant dense<[[1.000244140625, 2.0], [-3.0, 0.5]]> : vector<2x2xf32>
  %c = arith.constant dense<[[-1.00048828125, 1.0], [9.0, -0.25]]> : vector<2x2xf32>
  %f = vector.fma %a, %a, %c : vector<2x2xf32>
  vector.print %f : vector<2x2xf32>
  %m = arith.mulf %a, %a : vector<2x2xf32>
  %s = arith.addf %m, %c : vector<2x2xf32>
  vector.print %s : vector<2x2xf32>
  %d = arith.divf %c, %a : vector<2x2xf32>
  vector.print %d : vector<2x2xf32>
  %n = arith.negf %a : vector<2x2xf32>
  vector.print %n : vector<2x2xf32>
  %i = arith.constant dense<[[7, -7], [-8, 8]]> : vector<2x2xi32>
  %j = arith.constant dense<[[2, 2], [-3, -3]]> : vector<2x2xi32>
  %q = arith.floordivsi %i, %j : vector<2x2xi32>
  vector.print %q : vector<2x2xi32>
  %r = arith.remsi %i, %j : vector<2x2xi32>
  vector.print %r : vector<2x2xi32>
  return
}

// cmpf on vector<4xf64> lanes holding NaN, -0/+0 and inf: olt vs ult and oge
// vs uge differ only in the NaN lane; the i1 vector drives a lane-wise select.
func.func @main() {
  %a = arith.constant dense<[0x7FF8000000000000, -0.0, 0xFFF0000000000000, 2.0]> : vector<4xf64>
  %b = arith.constant dense<[1.0, 0.0, -1.0e308, 2.0]> : vector<4xf64>
  %olt = arith.cmpf olt, %a, %b : vector<4xf64>
  vector.print %olt : vector<4xi1>
  %ult = arith.cmpf ult, %a, %b : vector<4xf64>
  vector.print %ult : vector<4xi1>
  %oge = arith.cmpf oge, %a, %b : vector<4xf64>
  vector.print %oge : vector<4xi1>
  %uge = arith.cmpf uge, %a, %b : vector<4xf64>
  vector.print %uge : vector<4xi1>
  %one = arith.cmpf one, %a, %b : vector<4xf64>
  vector.print %one : vector<4xi1>
  %ueq = arith.cmpf ueq, %a, %b : vector<4xf64>
  vector.print %ueq : vector<4xi1>
  %t = arith.cmpf true, %a, %b : vector<4xf64>
  vector.print %t : vector<4xi1>
  %f = arith.cmpf false, %a, %b : vector<4xf64>
  vector.print %f : vector<4xi1>
  %s = arith.select %oge, %a, %b : vector<4xi1>, vector<4xf64>
  vector.print %s : vector<4xf64>
  return
}

// cmpi on vector<4xi16> around the sign boundary (MIN, -1, 0, MAX): signed and
// unsigned predicates disagree lane by lane; i1 vectors print as 0/1.
func.func @main() {
  %a = arith.constant dense<[-32768, -1, 0, 32767]> : vector<4xi16>
  %b = arith.constant dense<[32767, 0, -1, -32768]> : vector<4xi16>
  %slt = arith.cmpi slt, %a, %b : vector<4xi16>
  vector.print %slt : vector<4xi1>
  %ult = arith.cmpi ult, %a, %b : vector<4xi16>
  vector.print %ult : vector<4xi1>
  %sge = arith.cmpi sge, %a, %b : vector<4xi16>
  vector.print %sge : vector<4xi1>
  %uge = arith.cmpi uge, %a, %b : vector<4xi16>
  vector.print %uge : vector<4xi1>
  %sle = arith.cmpi sle, %a, %a : vector<4xi16>
  vector.print %sle : vector<4xi1>
  %ugt = arith.cmpi ugt, %a, %a : vector<4xi16>
  vector.print %ugt : vector<4xi1>
  %t = arith.constant true
  %f = arith.constant false
  %c1 = arith.cmpi slt, %t, %f : i1
  vector.print %c1 : i1
  %c2 = arith.cmpi ult, %t, %f : i1
  vector.print %c2 : i1
  %c3 = arith.cmpi sgt, %t, %f : i1
  vector.print %c3 : i1
  return
}

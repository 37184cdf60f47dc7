// conformance/arith_float/cmpf_all_predicates_f64: written by tools/gen-engine-programs.py
func.func @main() {
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %false0 = arith.cmpf false, %z, %one : f64
  vector.print %false0 : i1
  %oeq0 = arith.cmpf oeq, %z, %one : f64
  vector.print %oeq0 : i1
  %ogt0 = arith.cmpf ogt, %z, %one : f64
  vector.print %ogt0 : i1
  %oge0 = arith.cmpf oge, %z, %one : f64
  vector.print %oge0 : i1
  %olt0 = arith.cmpf olt, %z, %one : f64
  vector.print %olt0 : i1
  %ole0 = arith.cmpf ole, %z, %one : f64
  vector.print %ole0 : i1
  %one0 = arith.cmpf one, %z, %one : f64
  vector.print %one0 : i1
  %ord0 = arith.cmpf ord, %z, %one : f64
  vector.print %ord0 : i1
  %ueq0 = arith.cmpf ueq, %z, %one : f64
  vector.print %ueq0 : i1
  %ugt0 = arith.cmpf ugt, %z, %one : f64
  vector.print %ugt0 : i1
  %uge0 = arith.cmpf uge, %z, %one : f64
  vector.print %uge0 : i1
  %ult0 = arith.cmpf ult, %z, %one : f64
  vector.print %ult0 : i1
  %ule0 = arith.cmpf ule, %z, %one : f64
  vector.print %ule0 : i1
  %une0 = arith.cmpf une, %z, %one : f64
  vector.print %une0 : i1
  %uno0 = arith.cmpf uno, %z, %one : f64
  vector.print %uno0 : i1
  %true0 = arith.cmpf true, %z, %one : f64
  vector.print %true0 : i1
  %false1 = arith.cmpf false, %one, %one : f64
  vector.print %false1 : i1
  %oeq1 = arith.cmpf oeq, %one, %one : f64
  vector.print %oeq1 : i1
  %ogt1 = arith.cmpf ogt, %one, %one : f64
  vector.print %ogt1 : i1
  %oge1 = arith.cmpf oge, %one, %one : f64
  vector.print %oge1 : i1
  %olt1 = arith.cmpf olt, %one, %one : f64
  vector.print %olt1 : i1
  %ole1 = arith.cmpf ole, %one, %one : f64
  vector.print %ole1 : i1
  %one1 = arith.cmpf one, %one, %one : f64
  vector.print %one1 : i1
  %ord1 = arith.cmpf ord, %one, %one : f64
  vector.print %ord1 : i1
  %ueq1 = arith.cmpf ueq, %one, %one : f64
  vector.print %ueq1 : i1
  %ugt1 = arith.cmpf ugt, %one, %one : f64
  vector.print %ugt1 : i1
  %uge1 = arith.cmpf uge, %one, %one : f64
  vector.print %uge1 : i1
  %ult1 = arith.cmpf ult, %one, %one : f64
  vector.print %ult1 : i1
  %ule1 = arith.cmpf ule, %one, %one : f64
  vector.print %ule1 : i1
  %une1 = arith.cmpf une, %one, %one : f64
  vector.print %une1 : i1
  %uno1 = arith.cmpf uno, %one, %one : f64
  vector.print %uno1 : i1
  %true1 = arith.cmpf true, %one, %one : f64
  vector.print %true1 : i1
  %false2 = arith.cmpf false, %nan, %one : f64
  vector.print %false2 : i1
  %oeq2 = arith.cmpf oeq, %nan, %one : f64
  vector.print %oeq2 : i1
  %ogt2 = arith.cmpf ogt, %nan, %one : f64
  vector.print %ogt2 : i1
  %oge2 = arith.cmpf oge, %nan, %one : f64
  vector.print %oge2 : i1
  %olt2 = arith.cmpf olt, %nan, %one : f64
  vector.print %olt2 : i1
  %ole2 = arith.cmpf ole, %nan, %one : f64
  vector.print %ole2 : i1
  %one2 = arith.cmpf one, %nan, %one : f64
  vector.print %one2 : i1
  %ord2 = arith.cmpf ord, %nan, %one : f64
  vector.print %ord2 : i1
  %ueq2 = arith.cmpf ueq, %nan, %one : f64
  vector.print %ueq2 : i1
  %ugt2 = arith.cmpf ugt, %nan, %one : f64
  vector.print %ugt2 : i1
  %uge2 = arith.cmpf uge, %nan, %one : f64
  vector.print %uge2 : i1
  %ult2 = arith.cmpf ult, %nan, %one : f64
  vector.print %ult2 : i1
  %ule2 = arith.cmpf ule, %nan, %one : f64
  vector.print %ule2 : i1
  %une2 = arith.cmpf une, %nan, %one : f64
  vector.print %une2 : i1
  %uno2 = arith.cmpf uno, %nan, %one : f64
  vector.print %uno2 : i1
  %true2 = arith.cmpf true, %nan, %one : f64
  vector.print %true2 : i1
  %false3 = arith.cmpf false, %inf, %one : f64
  vector.print %false3 : i1
  %oeq3 = arith.cmpf oeq, %inf, %one : f64
  vector.print %oeq3 : i1
  %ogt3 = arith.cmpf ogt, %inf, %one : f64
  vector.print %ogt3 : i1
  %oge3 = arith.cmpf oge, %inf, %one : f64
  vector.print %oge3 : i1
  %olt3 = arith.cmpf olt, %inf, %one : f64
  vector.print %olt3 : i1
  %ole3 = arith.cmpf ole, %inf, %one : f64
  vector.print %ole3 : i1
  %one3 = arith.cmpf one, %inf, %one : f64
  vector.print %one3 : i1
  %ord3 = arith.cmpf ord, %inf, %one : f64
  vector.print %ord3 : i1
  %ueq3 = arith.cmpf ueq, %inf, %one : f64
  vector.print %ueq3 : i1
  %ugt3 = arith.cmpf ugt, %inf, %one : f64
  vector.print %ugt3 : i1
  %uge3 = arith.cmpf uge, %inf, %one : f64
  vector.print %uge3 : i1
  %ult3 = arith.cmpf ult, %inf, %one : f64
  vector.print %ult3 : i1
  %ule3 = arith.cmpf ule, %inf, %one : f64
  vector.print %ule3 : i1
  %une3 = arith.cmpf une, %inf, %one : f64
  vector.print %une3 : i1
  %uno3 = arith.cmpf uno, %inf, %one : f64
  vector.print %uno3 : i1
  %true3 = arith.cmpf true, %inf, %one : f64
  vector.print %true3 : i1
  return
}

// 0/0, inf-inf, inf*0 and remf(x, 0) give NaN (sign normalized by the harness);
// every ordered cmpf on NaN is false, every unordered one true.
func.func @main() {
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %a = arith.divf %pz, %pz : f32
  vector.print %a : f32
  %b = arith.subf %inf, %inf : f32
  vector.print %b : f32
  %c = arith.mulf %inf, %pz : f32
  vector.print %c : f32
  %d = arith.remf %one, %pz : f32
  vector.print %d : f32
  %e = arith.remf %inf, %one : f32
  vector.print %e : f32
  %oeq = arith.cmpf oeq, %a, %a : f32
  vector.print %oeq : i1
  %one_ = arith.cmpf one, %a, %one : f32
  vector.print %one_ : i1
  %olt = arith.cmpf olt, %a, %inf : f32
  vector.print %olt : i1
  %ord = arith.cmpf ord, %a, %one : f32
  vector.print %ord : i1
  %une = arith.cmpf une, %a, %a : f32
  vector.print %une : i1
  %ueq = arith.cmpf ueq, %a, %one : f32
  vector.print %ueq : i1
  %uno = arith.cmpf uno, %one, %a : f32
  vector.print %uno : i1
  %ugt = arith.cmpf ugt, %one, %a : f32
  vector.print %ugt : i1
  %nz = arith.constant -0.0 : f32
  %zeq = arith.cmpf oeq, %nz, %pz : f32
  vector.print %zeq : i1
  %zlt = arith.cmpf olt, %nz, %pz : f32
  vector.print %zlt : i1
  return
}

// vector.reduction with every integer kind on vector<4xi8> holding negatives:
// mul wraps at 8 bits, min/max signed vs unsigned differ, and/or/xor bitwise.
func.func @main() {
  %v = arith.constant dense<[-3, 100, 7, -128]> : vector<4xi8>
  %add = vector.reduction <add>, %v : vector<4xi8> into i8
  vector.print %add : i8
  %mul = vector.reduction <mul>, %v : vector<4xi8> into i8
  vector.print %mul : i8
  %minsi = vector.reduction <minsi>, %v : vector<4xi8> into i8
  vector.print %minsi : i8
  %maxsi = vector.reduction <maxsi>, %v : vector<4xi8> into i8
  vector.print %maxsi : i8
  %minui = vector.reduction <minui>, %v : vector<4xi8> into i8
  vector.print %minui : i8
  %maxui = vector.reduction <maxui>, %v : vector<4xi8> into i8
  vector.print %maxui : i8
  %and = vector.reduction <and>, %v : vector<4xi8> into i8
  vector.print %and : i8
  %or = vector.reduction <or>, %v : vector<4xi8> into i8
  vector.print %or : i8
  %xor = vector.reduction <xor>, %v : vector<4xi8> into i8
  vector.print %xor : i8
  %acc = arith.constant 5 : i8
  %adda = vector.reduction <add>, %v, %acc : vector<4xi8> into i8
  vector.print %adda : i8
  %mula = vector.reduction <mul>, %v, %acc : vector<4xi8> into i8
  vector.print %mula : i8
  %w = arith.constant dense<[4294967295, 1, 2147483648, 3]> : vector<4xi64>
  %s64 = vector.reduction <add>, %w : vector<4xi64> into i64
  vector.print %s64 : i64
  %i = arith.constant dense<[3, 9, 1]> : vector<3xindex>
  %mx = vector.reduction <maxui>, %i : vector<3xindex> into index
  vector.print %mx : index
  return
}

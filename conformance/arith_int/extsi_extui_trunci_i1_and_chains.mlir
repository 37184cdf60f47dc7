// i1 true extends to -1 (extsi) or 1 (extui); trunci keeps the low bits (even
// numbers to i1 false, 0x1FF to i8 -1); trunc-then-extsi re-signs the value.
func.func @main() {
  %t = arith.constant true
  %a = arith.extsi %t : i1 to i32
  vector.print %a : i32
  %b = arith.extui %t : i1 to i64
  vector.print %b : i64
  %c = arith.extsi %t : i1 to i8
  vector.print %c : i8
  %even = arith.constant 4294967298 : i64
  %d = arith.trunci %even : i64 to i1
  vector.print %d : i1
  %e = arith.trunci %even : i64 to i32
  vector.print %e : i32
  %x = arith.constant 511 : i32
  %f = arith.trunci %x : i32 to i8
  vector.print %f : i8
  %g = arith.extui %f : i8 to i32
  vector.print %g : i32
  %y = arith.constant 40000 : i32
  %h = arith.trunci %y : i32 to i16
  vector.print %h : i16
  %i = arith.extsi %h : i16 to i64
  vector.print %i : i64
  %j = arith.extui %h : i16 to i64
  vector.print %j : i64
  %v = arith.constant dense<[-1, 128, 255, 256]> : vector<4xi32>
  %k = arith.trunci %v : vector<4xi32> to vector<4xi8>
  vector.print %k : vector<4xi8>
  %l = arith.extui %k : vector<4xi8> to vector<4xi32>
  vector.print %l : vector<4xi32>
  %m = arith.extsi %k : vector<4xi8> to vector<4xi32>
  vector.print %m : vector<4xi32>
  return
}

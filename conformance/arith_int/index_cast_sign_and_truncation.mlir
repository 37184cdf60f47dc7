// index_cast sign-extends narrower integers and truncates wider results;
// index_castui zero-extends: -1 : i32 becomes 4294967295 as index.
func.func @main() {
  %m1 = arith.constant -1 : i32
  %a = arith.index_cast %m1 : i32 to index
  vector.print %a : index
  %b = arith.index_castui %m1 : i32 to index
  vector.print %b : index
  %min16 = arith.constant -32768 : i16
  %c = arith.index_castui %min16 : i16 to index
  vector.print %c : index
  %d = arith.index_cast %min16 : i16 to index
  vector.print %d : index
  %big = arith.constant 4294967297 : index
  %e = arith.index_cast %big : index to i32
  vector.print %e : i32
  %f = arith.index_castui %big : index to i32
  vector.print %f : i32
  %g = arith.index_cast %big : index to i64
  vector.print %g : i64
  %n = arith.constant -3 : index
  %h = arith.index_cast %n : index to i8
  vector.print %h : i8
  %i = arith.index_castui %n : index to i64
  vector.print %i : i64
  %t = arith.constant true
  %j = arith.index_cast %t : i1 to index
  vector.print %j : index
  %k = arith.index_castui %t : i1 to index
  vector.print %k : index
  %v = arith.constant dense<[-2, 2]> : vector<2xi32>
  %w = arith.index_castui %v : vector<2xi32> to vector<2xindex>
  vector.print %w : vector<2xindex>
  %x = arith.index_cast %v : vector<2xi32> to vector<2xindex>
  vector.print %x : vector<2xindex>
  return
}

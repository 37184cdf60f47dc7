// conformance/vector/lanes_and_positions: written by tools/gen-engine-programs.py
func.func @main() {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %e = vector.extract %a[2] : i32 from vector<4xi32>
  vector.print %e : i32
  %row = vector.extract %b[1] : vector<3xf32> from vector<2x3xf32>
  vector.print %row : vector<3xf32>
  %c1 = arith.constant 1 : index
  %x = vector.extract %b[0, %c1] : f32 from vector<2x3xf32>
  vector.print %x : f32
  %n = arith.constant 9 : i32
  %ins = vector.insert %n, %a[0] : i32 into vector<4xi32>
  vector.print %ins : vector<4xi32>
  %sc = vector.shape_cast %b : vector<2x3xf32> to vector<6xf32>
  vector.print %sc : vector<6xf32>
  %fm = vector.fma %row, %row, %row : vector<3xf32>
  vector.print %fm : vector<3xf32>
  %st = vector.step : vector<4xindex>
  vector.print %st : vector<4xindex>
  %fe = vector.from_elements %e, %n, %e : vector<3xi32>
  vector.print %fe : vector<3xi32>
  %bc = vector.broadcast %row : vector<3xf32> to vector<2x3xf32>
  vector.print %bc : vector<2x3xf32>
  %r = vector.reduction <maxsi>, %a : vector<4xi32> into i32
  vector.print %r : i32
  %o = vector.reduction <xor>, %a : vector<4xi32> into i32
  vector.print %o : i32
  %cm = vector.constant_mask [2] : vector<4xi1>
  vector.print %cm : vector<4xi1>
  vector.print str "done\n"
  return
}

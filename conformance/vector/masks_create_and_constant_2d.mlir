// create_mask with dynamic bounds (including 0 and values past the size,
// which clamp) and 2-D constant_mask/create_mask print as nested i1 vectors.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %a = vector.create_mask %c3 : vector<5xi1>
  vector.print %a : vector<5xi1>
  %b = vector.create_mask %c9 : vector<5xi1>
  vector.print %b : vector<5xi1>
  %c = vector.create_mask %c0 : vector<5xi1>
  vector.print %c : vector<5xi1>
  %d = vector.create_mask %c2, %c3 : vector<3x4xi1>
  vector.print %d : vector<3x4xi1>
  %e = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %e : vector<2x3xi1>
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : vector<5xf32>
  %y = arith.constant dense<0.0> : vector<5xf32>
  %s = arith.select %a, %x, %y : vector<5xi1>, vector<5xf32>
  vector.print %s : vector<5xf32>
  return
}

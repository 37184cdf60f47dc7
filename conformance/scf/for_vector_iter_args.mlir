// scf.for carrying a vector<4xf32> and a vector<4xi32> as iter_args: lane-wise
// accumulation with an fma and a rotating shuffle each iteration.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %vf = arith.constant dense<[1.0, 0.5, -1.0, 0.0]> : vector<4xf32>
  %vi = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %two = arith.constant dense<2.0> : vector<4xf32>
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %vf, %b = %vi) -> (vector<4xf32>, vector<4xi32>) {
    %a2 = vector.fma %a, %two, %two : vector<4xf32>
    %b2 = vector.shuffle %b, %b [1, 2, 3, 0] : vector<4xi32>, vector<4xi32>
    %ii = arith.index_cast %i : index to i32
    %bi = vector.broadcast %ii : i32 to vector<4xi32>
    %b3 = arith.muli %b2, %bi : vector<4xi32>
    %b4 = arith.addi %b3, %b : vector<4xi32>
    scf.yield %a2, %b4 : vector<4xf32>, vector<4xi32>
  }
  vector.print %r#0 : vector<4xf32>
  vector.print %r#1 : vector<4xi32>
  return
}

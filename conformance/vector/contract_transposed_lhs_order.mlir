// vector.contract with a transposed lhs map (k, i) and f32 values whose sum
// depends on accumulation order (reference: outerproduct contract lowering).
// LOWERING: -convert-vector-to-llvm=vector-contract-lowering=outerproduct
#at = affine_map<(i, j, k) -> (k, i)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @main() {
  %a = arith.constant dense<[[1.0e8, 1.0], [1.0, -1.0e8], [-1.0e8, 3.0]]> : vector<3x2xf32>
  %b = arith.constant dense<[[1.0, 0.5], [1.0, 2.0], [1.0, 0.25]]> : vector<3x2xf32>
  %acc = arith.constant dense<[[0.5, 0.0], [0.0, 0.75]]> : vector<2x2xf32>
  %r = vector.contract {indexing_maps = [#at, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<3x2xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %r : vector<2x2xf32>
  return
}

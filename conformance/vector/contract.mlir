// conformance/vector/contract: vector.contract as matmul, dot product, matvec and with an
// integer maxsi kind.  -test-lower-to-llvm does not lower vector.contract: the expected
// output comes from mlir-opt-22 -convert-vector-to-llvm=vector-contract-lowering=outerproduct
// -test-lower-to-llvm | mlir-runner-22 (see SPEC_NOTES, vector.contract).
// LOWERING: -convert-vector-to-llvm=vector-contract-lowering=outerproduct
#mm_a = affine_map<(i, j, k) -> (i, k)>
#mm_b = affine_map<(i, j, k) -> (k, j)>
#mm_c = affine_map<(i, j, k) -> (i, j)>
#dot_a = affine_map<(k) -> (k)>
#dot_c = affine_map<(k) -> ()>
#mv_a = affine_map<(i, k) -> (i, k)>
#mv_b = affine_map<(i, k) -> (k)>
#mv_c = affine_map<(i, k) -> (i)>
func.func @main() {
  %a = arith.constant dense<[[0.1, 0.2, 0.3], [1.0e8, 0.7, 0.11]]> : vector<2x3xf32>
  %b = arith.constant dense<[[0.3, 0.7], [1.1, 1.0e-8], [0.13, 0.17]]> : vector<3x2xf32>
  %c = arith.constant dense<[[0.01, 0.02], [-1.0e7, 0.05]]> : vector<2x2xf32>
  %r = vector.contract {indexing_maps = [#mm_a, #mm_b, #mm_c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %r : vector<2x2xf32>
  %x = arith.constant dense<[0.1, 0.2, 0.3, 1.0e8]> : vector<4xf32>
  %y = arith.constant dense<[0.3, 0.7, 1.1, 3.0e-8]> : vector<4xf32>
  %z = arith.constant 0.7 : f32
  %d = vector.contract {indexing_maps = [#dot_a, #dot_a, #dot_c], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %y, %z : vector<4xf32>, vector<4xf32> into f32
  vector.print %d : f32
  %v = arith.constant dense<[0.3, 0.7, 1.1]> : vector<3xf32>
  %w = arith.constant dense<[0.5, -0.25]> : vector<2xf32>
  %mv = vector.contract {indexing_maps = [#mv_a, #mv_b, #mv_c], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %v, %w : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  vector.print %mv : vector<2xf32>
  %ai = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %bi = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  %ci = arith.constant dense<[[1, 1], [1, 1]]> : vector<2x2xi32>
  %ri = vector.contract {indexing_maps = [#mm_a, #mm_b, #mm_c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %ai, %bi, %ci : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
  vector.print %ri : vector<2x2xi32>
  return
}

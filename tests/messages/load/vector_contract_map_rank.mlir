// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  %r = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(d0) -> (d0, d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return
}

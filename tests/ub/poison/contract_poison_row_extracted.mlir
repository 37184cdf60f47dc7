// UB: exit=3 at=14:3 family=poison
func.func @main() {
  %rhs = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  // expected-note @+1 {{the poison was made here by 'ub.poison': 'ub.poison'}}
  %p23 = ub.poison : vector<2x3xf32>
  %m = vector.insert %rhs, %p23[0] : vector<3xf32> into vector<2x3xf32>
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %z = arith.constant dense<0.0> : vector<2xf32>
  %y = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>],
                        iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>}
       %m, %x, %z : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  %y1 = vector.extract %y[1] : f32 from vector<2xf32>
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed}}
  vector.print %y1 : f32
  return
}

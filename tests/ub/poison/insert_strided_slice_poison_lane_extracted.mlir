// UB: exit=3 at=11:3 family=poison
func.func @main() {
  // expected-note @+1 {{the poison was made here by 'ub.poison': 'ub.poison'}}
  %p = ub.poison : vector<2x4xf32>
  %s = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %v0 = vector.insert_strided_slice %s, %p {offsets = [0, 1], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  %v1 = vector.insert_strided_slice %s, %v0 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  %e = vector.extract %v1[1, 0] : f32 from vector<2x4xf32>
  %f = arith.addf %e, %e : f32
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed}}
  vector.print %f : f32
  return
}

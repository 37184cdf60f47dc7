// UB: exit=3 at=10:3 family=poison
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : vector<2xf32>
  // expected-note @+1 {{the poison was made here by 'vector.shuffle': mask entry 1 is -1}}
  %s = vector.shuffle %a, %b [3, -1, 0] : vector<2xf32>, vector<2xf32>
  %e = vector.extract %s[0] : f32 from vector<3xf32>
  vector.print %e : f32
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed (lane 1 of operand #0)}}
  vector.print %s : vector<3xf32>
  return
}

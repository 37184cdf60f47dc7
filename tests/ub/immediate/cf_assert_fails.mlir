// UB: exit=3 at=5:3 family=immediate
func.func @main() {
  %t = arith.constant false
  // expected-error @+1 {{undefined behaviour [immediate]: 'cf.assert' failed: must hold}}
  cf.assert %t, "must hold"
  return
}

// UB: exit=3 at=4:3 family=immediate
func.func @main() {
  %t = arith.constant false
  cf.assert %t, "must hold"
  return
}

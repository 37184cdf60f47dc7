// UB: exit=3 at=6:3 family=immediate
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func @main() {
  %big = arith.constant 9223372036854775807 : index
  %s = arith.constant -1 : index
  affine.if #set(%big)[%s] {
    vector.print %big : index
  }
  return
}

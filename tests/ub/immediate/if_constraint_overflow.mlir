// UB: exit=3 at=7:3 family=immediate
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func @main() {
  %big = arith.constant 9223372036854775807 : index
  %s = arith.constant -1 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: constraint #0 of the integer set is 9223372036854775808, outside the 64 bits of index (d0 = 9223372036854775807, s0 = -1)}}
  affine.if #set(%big)[%s] {
    vector.print %big : index
  }
  return
}

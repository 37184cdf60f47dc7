// affine.if with results: each branch ends in affine.yield of values of
// the result types (f32, index); the condition uses a symbol, and the
// selected branch's operands become the results.
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, 7 - d0 >= 0)>
func.func @main() {
  %s = arith.constant 3 : index
  affine.for %i = 0 to 10 step 2 {
    %r:2 = affine.if #set(%i)[%s] -> (f32, index) {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %x = affine.apply affine_map<(d0) -> (d0 * 10)>(%i)
      affine.yield %f, %x : f32, index
    } else {
      %f = arith.constant -1.0 : f32
      affine.yield %f, %i : f32, index
    }
    vector.print %r#0 : f32
    vector.print %r#1 : index
  }
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  "affine.if"(%i, %i) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index, index) -> ()
  return
}

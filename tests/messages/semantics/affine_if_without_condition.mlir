// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  "affine.if"(%i) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%i: index, %x: f32) {
  %r = "affine.if"(%i) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
  }, {
    "affine.yield"(%x) : (f32) -> ()
  }) : (index) -> f32
  return
}

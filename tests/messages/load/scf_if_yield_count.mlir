// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%c: i1, %x: i32) {
  %r = "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (i1) -> i32
  return
}

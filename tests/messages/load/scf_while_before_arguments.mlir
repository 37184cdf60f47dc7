// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%x: i32) {
  "scf.while"(%x) ({
  ^bb0:
    %c = arith.constant true
    "scf.condition"(%c) : (i1) -> ()
  }, {
  ^bb0:
    "scf.yield"(%x) : (i32) -> ()
  }) : (i32) -> ()
  return
}

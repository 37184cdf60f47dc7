// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%x: i32) {
  "scf.while"(%x) ({
  ^bb0(%s: i32):
    %c = arith.constant true
    "scf.condition"(%c, %s) : (i1, i32) -> ()
  }) : (i32) -> ()
  return
}

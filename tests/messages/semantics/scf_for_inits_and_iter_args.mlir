// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%x: f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = "scf.for"(%c0, %c4, %c1, %x) ({
  ^bb0(%i: index):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

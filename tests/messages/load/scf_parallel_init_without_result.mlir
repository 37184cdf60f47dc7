// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%x: f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  "scf.parallel"(%c0, %c4, %c1, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index, f32) -> ()
  return
}

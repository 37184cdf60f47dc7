// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: index) {
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0:
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

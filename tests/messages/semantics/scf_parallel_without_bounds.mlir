// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: index, %x: f32) {
  %r = "scf.parallel"(%a, %a, %a, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: index, %x: f32) {
  %r = "scf.parallel"(%a, %a, %a, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %m: f32):
      "scf.reduce.return"() : () -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> (f32, f32) {
    scf.reduce
  }
  return
}

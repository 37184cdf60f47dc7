// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%a: index, %x: f32) {
  %r = scf.for %i = %a to %a step %a iter_args(%s = %x) -> (f32, f32) {
    scf.yield %s : f32
  }
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%i: index, %x: f32) {
  %r = scf.index_switch %i -> f32
  case 2 {
    scf.yield %x, %x : f32, f32
  }
  default {
    scf.yield %x : f32
  }
  return
}

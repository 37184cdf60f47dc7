// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%x: f32) {
  %r = scf.while (%s = %x) : f32 {
    %c = arith.constant true
    scf.condition(%c) %s : f32
  } do {
  ^bb0(%t: f32):
    scf.yield %t : f32
  }
  return
}

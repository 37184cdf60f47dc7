// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%x: f32) {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    %t = arith.constant false
    scf.condition(%t) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b, %b : f32, f32
  }
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%c: i1, %x: f32, %y: i32) {
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %y : i32
  }
  return
}

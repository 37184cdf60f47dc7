// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%x: f32) {
  scf.execute_region {
    scf.reduce.return %x : f32
  }
  return
}

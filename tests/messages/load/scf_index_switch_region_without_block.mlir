// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %r = "scf.execute_region"() ({
  }) : () -> f32
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
"memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = 1.0 : f32}> : () -> ()
func.func @main() {
  %m = memref.get_global @g : memref<2xf32>
  return
}

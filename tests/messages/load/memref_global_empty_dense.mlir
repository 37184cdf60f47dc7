// MESSAGE: exit=2 mlir-opt=rejects
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<> : tensor<0xf32>}> : () -> ()
func.func @main() {
  %g = memref.get_global @g : memref<2xf32>
  return
}

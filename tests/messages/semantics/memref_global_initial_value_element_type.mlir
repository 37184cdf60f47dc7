// MESSAGE: exit=2 mlir-opt=rejects
"memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<[1, 2]> : tensor<2xi32>}> : () -> ()
func.func @main() {
  return
}

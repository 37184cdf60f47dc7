// MESSAGE: exit=2 mlir-opt=rejects
"memref.global"() <{sym_name = "g", type = tensor<4xf32>}> : () -> ()
func.func @main() {
  %g = memref.get_global @g : memref<4xf32>
  return
}

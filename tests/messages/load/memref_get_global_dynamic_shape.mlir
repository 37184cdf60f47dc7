// MESSAGE: exit=2 mlir-opt=rejects
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()
func.func @main() {
  %g = memref.get_global @g : memref<?xf32>
  return
}

// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = -foo} : () -> ()

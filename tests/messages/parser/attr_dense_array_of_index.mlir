// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = array<index: 1>} : () -> ()

// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {1 = 2} : () -> ()

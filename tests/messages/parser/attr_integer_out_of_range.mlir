// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = 256 : i8} : () -> ()

// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = dense<1> : i32} : () -> ()

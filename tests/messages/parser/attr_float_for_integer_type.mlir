// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = 1.5 : i32} : () -> ()

// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = 1 : f32} : () -> ()

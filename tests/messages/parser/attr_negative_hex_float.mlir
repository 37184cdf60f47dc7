// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = -0x3F800000 : f32} : () -> ()

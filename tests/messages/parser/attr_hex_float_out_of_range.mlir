// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = 0x1FFFFFFFF : f32} : () -> ()

// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = array<i32: x>} : () -> ()

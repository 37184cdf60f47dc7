// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {d = {k = 1, k = 2}} : () -> ()

// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() : () -> () loc("a"("b" x

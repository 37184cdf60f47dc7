// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() : () -> () loc(#a)
#a = 1

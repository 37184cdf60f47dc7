// MESSAGE: exit=2 mlir-opt=rejects
"op"() : () -> ()
